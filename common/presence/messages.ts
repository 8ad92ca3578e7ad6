import { z } from "zod";

/**
 * Wire shapes of the presence room of one page (durable-objects/page-room.ts): editors of the site join it in edit
 * mode, see each other and the block each has selected, and hear about saves (decision 023).
 */
const itemId = z.string().min(1).max(64);

/** An editor in the room; `id` is the connection (one editor may have two tabs). Kept in the connection's state (2 KB). */
export const presentEditorSchema = z.object({ id: z.string().max(64), userId: z.string().max(64), email: z.string().max(254), selection: itemId.nullable() });
export type PresentEditor = z.infer<typeof presentEditorSchema>;

/** What an editor sends: the block (or field) it selected, or null when it selected nothing. */
export const roomClientMessageSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("select"), itemId: itemId.nullable() })]);
export type RoomClientMessage = z.infer<typeof roomClientMessageSchema>;

/** A tab of the editor: a random id per page load, sent with each API call (header below). */
export const editorTabSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
/** The header naming the tab an API call comes from (decision 077). */
export const EDITOR_TAB_HEADER = "x-editor-tab";

/** A save the worker accepted, as the room passes it on: the others' editors refresh that item. */
export const savedItemSchema = z.object({
  type: z.literal("saved"),
  itemId,
  itemType: z.enum(["page", "group", "field"]),
  version: z.number().int().nullable(),
  by: z.object({ userId: z.string().max(64), email: z.string().max(254) }),
  /** The editor tab that saved (its EDITOR_TAB_HEADER): that tab shows the change already, every other tab (of any editor) shows it too. */
  tab: editorTabSchema.nullable().default(null),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const roomServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("welcome"), id: z.string() }),
  z.object({ type: z.literal("presence"), editors: z.array(presentEditorSchema) }),
  savedItemSchema,
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type RoomServerMessage = z.infer<typeof roomServerMessageSchema>;

/** The editor a room connection belongs to, set by the worker's guard after the session check (never by the browser). */
export const ROOM_EDITOR_HEADER = "x-room-editor";
export const roomEditorSchema = z.object({ userId: z.string().min(1).max(64), email: z.string().min(1).max(254) });

/** Room names: `{siteId}~{pageId}`, so a page's room belongs to its site. */
export const roomName = (siteId: string, pageId: string) => `${siteId}~${pageId}`;
export const ROOM_PARTY = "page-room";
/** Close code of a connection that reached the room without the worker's guard. */
export const ROOM_UNAUTHORISED_CLOSE_CODE = 4401;
