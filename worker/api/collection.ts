import { Hono } from "hono";
import {
  collectionCreateSchema,
  collectionItemAddSchema,
  collectionRemoveItemSchema,
  collectionSortSchema,
  collectionToggleSchema,
} from "../../common/content-api";
import type { AppEnv } from "../app-env";
import { revalidateTag } from "../cache/page-cache";
import { collectionTag } from "../cache/tags";
import { collectionKindOf, listCollections, removeCollectionItem, sortCollection, toggleCollectionItem } from "../content/collections";
import { database } from "../content/pages";
import { createCollection } from "../content/site";
import { badRequest } from "../http/errors";
import { validate } from "../http/validate";
import { initialGroups } from "../../common/editor/initial-groups";
import { answerNewPage } from "./new-page";

/**
 * /collection: list (with archives), create, add a new entry (a draft page), show/hide an item, sort, remove an item.
 * Collection changes are live at once.
 */
export const collectionApi = new Hono<AppEnv>()
  .get("/list", async (c) => c.json(await listCollections(c.var.db)))
  .post("/add", async (c) => {
    const body = await c.req.json().catch(() => null);
    // One path, three shapes (the spec's): an action means show/hide, a collectionId a new entry, otherwise a new collection.
    if (body && typeof body === "object" && "action" in body) {
      const toggle = collectionToggleSchema.safeParse(body);
      if (!toggle.success) return badRequest(c, toggle.error);
      const name = await toggleCollectionItem(c.var.db, toggle.data);
      await revalidateTag(c.env.PAGE_CACHE, c.var.site.id, collectionTag(name));
      return c.json({ ok: true });
    }
    // With a collectionId (and no action): a new entry of that page collection, starting with its initial groups.
    if (body && typeof body === "object" && "collectionId" in body) {
      const item = collectionItemAddSchema.safeParse(body);
      if (!item.success) return badRequest(c, item.error);
      const { collectionId, collectionName, initialMeta, lang } = item.data;
      const kind = await collectionKindOf(c.var.db, collectionId, collectionName, "page");
      const groups = item.data.initialGroups ?? initialGroups(kind, lang, initialMeta.name[lang] ?? "");
      return answerNewPage(c, { collectionName, initialMeta, lang, initialGroups: groups });
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
