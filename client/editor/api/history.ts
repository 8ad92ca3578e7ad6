import { z } from "zod";
import { api, apiCall } from "./client";

const entrySchema = z.object({ id: z.string(), number: z.number().int().positive(), publishedBy: z.string().nullable(), publishedAt: z.string() });
const listSchema = z.object({ entries: z.array(entrySchema), next: z.string().nullable() });
const currentSchema = z.object({ id: z.string(), type: z.string(), version: z.number().int(), value: z.unknown() });
const changeSchema = z.object({
  id: z.string(),
  itemType: z.string(),
  action: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  name: z.string().nullable(),
});
const changesSchema = z.object({ entries: z.array(changeSchema) });
const unpublishedSchema = z.object({ blocks: z.number().int().nonnegative() });
const restoredSchema = z.object({ pageId: z.string(), version: z.number().int() });
export type PublicationEntry = z.infer<typeof entrySchema>;
export type ChangeEntry = z.infer<typeof changeSchema>;

/** The history API (worker/api/history.ts): publications of a page, restoring one (and what it replaces), and an item's current value. */
export const historyApi = {
  list: (pageId: string, cursor: string | null) => apiCall(api.history.$get({ query: { pageId, ...(cursor ? { cursor } : {}) } }), listSchema),
  restore: (publicationId: string) => apiCall(api.history.restore.$post({ json: { publicationId } }), restoredSchema),
  unpublished: (pageId: string) => apiCall(api.history.unpublished.$get({ query: { pageId } }), unpublishedSchema),
  changes: (pageId: string) => apiCall(api.history.changes.$get({ query: { pageId } }), changesSchema),
  item: (id: string) => apiCall(api.history.item.$get({ query: { id } }), currentSchema),
};
