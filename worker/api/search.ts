import { Hono } from "hono";
import { z } from "zod";
import { localeSchema } from "../../common/locales";
import type { AppEnv } from "../app-env";
import { SEARCH_MIN_LENGTH, searchSite } from "../content/search";
import { validate } from "../http/validate";

/** GET /search?locale&q: the header's live results (public, published content only). */
export const searchApi = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ locale: localeSchema, q: z.string().trim().min(SEARCH_MIN_LENGTH, `at least ${SEARCH_MIN_LENGTH} characters`).max(100) })),
  async (c) => {
    const { locale, q } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json({ results: await searchSite(c.var.db, locale, q, 5) });
  },
);
