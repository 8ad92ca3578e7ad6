import { Hono } from "hono";
import { dataSaveSchema } from "../../common/content-api";
import { optionValueProblem } from "../../common/editor/options/option-values";
import type { AppEnv } from "../app-env";
import { saveData } from "../content/data-save";
import { validate } from "../http/validate";
import { announce } from "../presence/announce";

/** POST /data: the shared save action for field content and block options (drafts only). */
export const dataApi = new Hono<AppEnv>().post("/", validate("json", dataSaveSchema), async (c) => {
  const save = c.req.valid("json");
  const result = await saveData(c.var.db, save, c.var.site.defaultLocale, c.get("editor").id, optionValueProblem);
  if (result.saved) announce(c, result.pageId, { itemId: result.id, itemType: save.itemType, version: result.version });
  return c.json(result);
});
