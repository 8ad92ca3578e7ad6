import type { Context } from "hono";
import { EDITOR_TAB_HEADER, editorTabSchema, type SavedItem } from "../../common/presence/messages";
import type { AppEnv } from "../app-env";
import { announceSave } from "./room-guard";

/**
 * After a save the page's room tells the editors there (their editor refreshes that item). In the background: the
 * save is answered at once, and a room that cannot be reached never fails a save.
 */
export function announce(c: Context<AppEnv>, pageId: string, item: Pick<SavedItem, "itemId" | "itemType" | "version">): void {
  const editor = c.get("editor");
  const tab = editorTabSchema.safeParse(c.req.header(EDITOR_TAB_HEADER));
  const work = announceSave(c.env, c.var.site.id, pageId, {
    ...item,
    by: { userId: editor.id, email: editor.email },
    tab: tab.success ? tab.data : null,
  }).catch((error: unknown) => console.warn("presence: save not announced", error));
  c.executionCtx.waitUntil(work);
}
