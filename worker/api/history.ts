import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { pageChanges } from "../content/changes";
import { blocksWithUnpublishedChanges, getPublication, HISTORY_PAGE_SIZE, listPublications, restorePublication } from "../content/history";
import { currentItem } from "../content/versions";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { announce } from "../presence/announce";

const id = z.string().min(1).max(64);

/**
 * /history (editors of the site only): a page's publications (paged, newest first), one publication's snapshot for
 * the preview, restoring it as the page's draft, and the page's last 100 changes (decision 023).
 */
export const historyApi = new Hono<AppEnv>()
  .get(
    "/",
    validate("query", z.object({ pageId: id, cursor: id.optional(), limit: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE) })),
    async (c) => {
      const { pageId, cursor, limit } = c.req.valid("query");
      return c.json(await listPublications(c.var.db, pageId, cursor ?? null, limit));
    },
  )
  // What restoring a publication would replace: the blocks with unpublished changes (the confirm dialog names them).
  .get("/unpublished", validate("query", z.object({ pageId: id })), async (c) =>
    c.json({ blocks: await blocksWithUnpublishedChanges(c.var.db, c.req.valid("query").pageId) }),
  )
  .get("/changes", validate("query", z.object({ pageId: id })), async (c) => c.json({ entries: await pageChanges(c.var.db, c.req.valid("query").pageId) }))
  .get("/item", validate("query", z.object({ id })), async (c) => {
    const current = await currentItem(c.var.db, c.req.valid("query").id);
    if (!current) throw new ApiError(404, "item_not_found", "item not found");
    return c.json(current);
  })
  .get("/publication", validate("query", z.object({ id })), async (c) => c.json(await getPublication(c.var.db, c.req.valid("query").id)))
  .post("/restore", validate("json", z.object({ publicationId: id, version: z.number().int().positive().optional() })), async (c) => {
    const { publicationId, version } = c.req.valid("json");
    const restored = await restorePublication(c.var.db, publicationId, c.get("editor").id, version);
    announce(c, restored.pageId, { itemId: restored.pageId, itemType: "page", version: restored.version });
    return c.json(restored);
  });
