import { Hono } from "hono";
import {
  fieldVisibilitySchema,
  groupAddSchema,
  groupMetaSchema,
  groupRefSchema,
  groupSortSchema,
  groupStatusSchema,
  groupVisibilitySchema,
} from "../../common/content-api";
import type { AppEnv } from "../app-env";
import { assertBlocksAllowed } from "../content/block-programs";
import { addGroup, removeGroup, setFieldVisibility, setGroupMeta, setGroupStatus, setGroupVisibility, sortGroup } from "../content/groups";
import { validate } from "../http/validate";
import { announce } from "../presence/announce";

/** /group: add, remove, sort, status, visibility, meta. Every change is a draft until the page is published. */
export const groupApi = new Hono<AppEnv>()
  .post("/add", validate("json", groupAddSchema), async (c) => {
    assertBlocksAllowed(c.var.site, [c.req.valid("json").groupName], "groupName");
    const id = await addGroup(c.var.db, c.req.valid("json"), c.get("editor").id);
    announce(c, c.req.valid("json").pageId, { itemId: c.req.valid("json").pageId, itemType: "page", version: null });
    return c.json({ id }, 201);
  })
  .post("/remove", validate("json", groupRefSchema), async (c) => {
    const { pageId, groupId, version } = c.req.valid("json");
    const result = await removeGroup(c.var.db, pageId, groupId, c.get("editor").id, version);
    announce(c, pageId, { itemId: groupId, itemType: "group", version: null });
    return c.json({ result });
  })
  .post("/sort", validate("json", groupSortSchema), async (c) => {
    const moved = await sortGroup(c.var.db, c.req.valid("json"), c.get("editor").id);
    if (moved) announce(c, c.req.valid("json").pageId, { itemId: c.req.valid("json").pageId, itemType: "page", version: null });
    return c.json({ moved });
  })
  .post("/status", validate("json", groupStatusSchema), async (c) => {
    await setGroupStatus(c.var.db, c.req.valid("json"), c.get("editor").id);
    announce(c, c.req.valid("json").pageId, { itemId: c.req.valid("json").groupId, itemType: "group", version: null });
    return c.json({ ok: true });
  })
  .post("/visibility", validate("json", groupVisibilitySchema), async (c) => {
    await setGroupVisibility(c.var.db, c.req.valid("json"), c.get("editor").id);
    announce(c, c.req.valid("json").pageId, { itemId: c.req.valid("json").groupId, itemType: "group", version: null });
    return c.json({ ok: true });
  })
  .post("/meta", validate("json", groupMetaSchema), async (c) => {
    await setGroupMeta(c.var.db, c.req.valid("json"), c.get("editor").id);
    announce(c, c.req.valid("json").pageId, { itemId: c.req.valid("json").groupId, itemType: "group", version: null });
    return c.json({ ok: true });
  });

/** /field/visibility (PUT or POST). */
export const fieldApi = new Hono<AppEnv>().on(["PUT", "POST"], "/visibility", validate("json", fieldVisibilitySchema), async (c) => {
  await setFieldVisibility(c.var.db, c.req.valid("json"), c.get("editor").id);
  return c.json({ ok: true });
});
