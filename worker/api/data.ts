import { Hono } from "hono";
import { dataSaveSchema } from "../../common/content-api";
import { optionValueProblem } from "../../common/editor/options/option-values";
import type { AppEnv } from "../app-env";
import { saveData } from "../content/data-save";
import { validate } from "../http/validate";

/** POST /data: the shared save action for field content and block options (drafts only). */
export const dataApi = new Hono<AppEnv>().post("/", validate("json", dataSaveSchema), async (c) => c.json(await saveData(c.var.db, c.req.valid("json"), c.var.site.defaultLocale, optionValueProblem)));
