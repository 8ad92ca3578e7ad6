import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { inOpticianProgram } from "../sites/site";

/** GET /site: the editor's view of the current site (languages, programs: the block picker offers optician-only blocks by them). */
export const currentSiteApi = new Hono<AppEnv>().get("/", (c) => {
  const { id, name, origin, locales, defaultLocale, programs } = c.var.site;
  return c.json({ id, name, origin, locales, defaultLocale, programs, opticianProgram: inOpticianProgram(c.var.site) });
});
