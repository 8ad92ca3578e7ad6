import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { requireEditor } from "../auth/guards";
import { FULL_TAG, revalidateTag } from "../cache/page-cache";
import { revalidationTagPattern } from "../cache/tags";
import { validate } from "../http/validate";

/** POST /revalidate/tag {tag} and POST /revalidate/full (admins only): the next visitor request re-renders what carries the tag. */
export const revalidateApi = new Hono<AppEnv>()
  .post("/tag", validate("json", z.object({ tag: z.string().regex(revalidationTagPattern, "unknown revalidation tag") })), async (c) => {
    await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, c.req.valid("json").tag);
    return c.json({ ok: true });
  })
  .post("/full", requireEditor(["admin"]), async (c) => {
    await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, FULL_TAG);
    return c.json({ ok: true });
  });
