import { Hono } from "hono";
import { collectionCreateSchema, collectionRemoveItemSchema, collectionSortSchema, collectionToggleSchema } from "../../common/content-api";
import type { AppEnv } from "../app-env";
import { revalidateTag } from "../cache/page-cache";
import { collectionTag } from "../cache/tags";
import { listCollections, removeCollectionItem, sortCollection, toggleCollectionItem } from "../content/collections";
import { database } from "../content/pages";
import { createCollection } from "../content/site";
import { badRequest } from "../http/errors";
import { validate } from "../http/validate";

/** /collection: list (with archives), create, show/hide an item, sort, remove an item. Collection changes are live at once. */
export const collectionApi = new Hono<AppEnv>()
  .get("/list", async (c) => c.json(await listCollections(c.var.db)))
  .post("/add", async (c) => {
    const body = await c.req.json().catch(() => null);
    // One path, two shapes (the spec's): an action means show/hide, otherwise a new collection.
    if (body && typeof body === "object" && "action" in body) {
      const toggle = collectionToggleSchema.safeParse(body);
      if (!toggle.success) return badRequest(c, toggle.error);
      const name = await toggleCollectionItem(c.var.db, toggle.data);
      await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, collectionTag(name));
      return c.json({ ok: true });
    }
    const create = collectionCreateSchema.safeParse(body);
    if (!create.success) return badRequest(c, create.error);
    const id = await createCollection(database(c.var.db), {
      name: create.data.collectionName,
      kind: create.data.kind,
      collectionType: create.data.collectionType,
    });
    return c.json({ id }, 201);
  })
  .post("/sort", validate("json", collectionSortSchema), async (c) => {
    await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, collectionTag(await sortCollection(c.var.db, c.req.valid("json"))));
    return c.json({ ok: true });
  })
  .post("/removeItem", validate("json", collectionRemoveItemSchema), async (c) => {
    await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, collectionTag(await removeCollectionItem(c.var.db, c.req.valid("json"))));
    return c.json({ ok: true });
  });
