import { z } from "zod";
import { itemStatusSchema, localizedTextSchema } from "./content";

/** The kinds of collection (editor-side section 3): team, service, testimonial, free pages; map lists course holes. */
export const COLLECTION_KINDS = ["team", "service", "testimonial", "pages", "map"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
/** Editor-side section 3: the collections editor opens with these kinds active. */
export const DEFAULT_ACTIVE_KINDS: readonly CollectionKind[] = ["team", "service"];

/** One entry of a collection: a page (its name per language) or a group (its block type). */
export const collectionEntrySchema = z.object({ id: z.string(), name: localizedTextSchema, status: itemStatusSchema });
export type CollectionListEntry = z.infer<typeof collectionEntrySchema>;

/** GET /collection/list: every collection of the site, its visible items in order and its archive (hidden items). */
export const collectionListSchema = z.object({
  collections: z.array(
    z.object({
      collectionId: z.string(),
      collectionName: z.string(),
      kind: z.enum(COLLECTION_KINDS),
      collectionType: z.enum(["page", "group"]),
      items: z.array(collectionEntrySchema),
      archive: z.array(collectionEntrySchema),
    }),
  ),
});
export type CollectionList = z.infer<typeof collectionListSchema>;
