import type { z } from "zod";
import { api, apiCall } from "./client";
import {
  type publicationEntrySchema,
  publicationListSchema,
  currentItemSchema,
  type changeEntrySchema,
  changeListSchema,
  unpublishedBlocksSchema,
  restoredPageSchema,
} from "./messages";

export type PublicationEntry = z.infer<typeof publicationEntrySchema>;
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** The history API (worker/api/history.ts): publications of a page, restoring one (and what it replaces), and an item's current value. */
export const historyApi = {
  list: (pageId: string, cursor: string | null) => apiCall(api.history.$get({ query: { pageId, ...(cursor ? { cursor } : {}) } }), publicationListSchema),
  restore: (publicationId: string) => apiCall(api.history.restore.$post({ json: { publicationId } }), restoredPageSchema),
  unpublished: (pageId: string) => apiCall(api.history.unpublished.$get({ query: { pageId } }), unpublishedBlocksSchema),
  changes: (pageId: string) => apiCall(api.history.changes.$get({ query: { pageId } }), changeListSchema),
  item: (id: string) => apiCall(api.history.item.$get({ query: { id } }), currentItemSchema),
};
