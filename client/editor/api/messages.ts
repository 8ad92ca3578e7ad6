import { z } from "zod";

/** The answers of the history and block calls (api/history.ts, api/groups.ts), parsed at the edge of the editor. */
export const publicationEntrySchema = z.object({
  id: z.string(),
  number: z.number().int().positive(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string(),
});
export const publicationListSchema = z.object({ entries: z.array(publicationEntrySchema), next: z.string().nullable() });
export const currentItemSchema = z.object({ id: z.string(), type: z.string(), version: z.number().int(), value: z.unknown() });
export const changeEntrySchema = z.object({
  id: z.string(),
  itemType: z.string(),
  action: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  name: z.string().nullable(),
});
export const changeListSchema = z.object({ entries: z.array(changeEntrySchema) });
export const unpublishedBlocksSchema = z.object({ blocks: z.number().int().nonnegative() });
export const restoredPageSchema = z.object({ pageId: z.string(), version: z.number().int() });
export const blockAddedSchema = z.object({ id: z.string() });
export const blockRemovedSchema = z.object({ result: z.enum(["deleted", "markedForDeletion"]) });
export const blockMovedSchema = z.object({ moved: z.boolean() });
export const newPathSchema = z.object({ path: z.string() });
export const siteProgramsSchema = z.object({ programs: z.array(z.string()) });
