import { z } from "zod";
import { apiCall } from "./fetch";

const entrySchema = z.object({ id: z.string(), number: z.number().int().positive(), publishedBy: z.string().nullable(), publishedAt: z.string() });
const listSchema = z.object({ entries: z.array(entrySchema), next: z.string().nullable() });
const currentSchema = z.object({ id: z.string(), type: z.string(), version: z.number().int(), value: z.unknown() });
const changeSchema = z.object({ id: z.string(), itemType: z.string(), action: z.string(), by: z.string().nullable(), at: z.string(), name: z.string().nullable() });
const changesSchema = z.object({ entries: z.array(changeSchema) });
const unpublishedSchema = z.object({ blocks: z.number().int().nonnegative() });
const restoredSchema = z.object({ pageId: z.string(), version: z.number().int() });
export type PublicationEntry = z.infer<typeof entrySchema>;
export type ChangeEntry = z.infer<typeof changeSchema>;

/** The history API (worker/api/history.ts): publications of a page, restoring one (and what it replaces), and an item's current value. */
export const historyApi = {
  list: (pageId: string, cursor: string | null) => apiCall("/history", listSchema, { query: { pageId, ...(cursor ? { cursor } : {}) } }),
  restore: (publicationId: string) => apiCall("/history/restore", restoredSchema, { body: { publicationId } }),
  unpublished: (pageId: string) => apiCall("/history/unpublished", unpublishedSchema, { query: { pageId } }),
  changes: (pageId: string) => apiCall("/history/changes", changesSchema, { query: { pageId } }),
  item: (id: string) => apiCall("/history/item", currentSchema, { query: { id } }),
};
