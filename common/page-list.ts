import { z } from "zod";
import { itemStatusSchema, localizedTextSchema, pageRoleSchema } from "./content";
import { localeSchema } from "./locales";

/** GET /page/get: every page, top-level and by collection (the pages panel and the page picker read it). */
export const pageListEntrySchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  status: itemStatusSchema,
  role: pageRoleSchema.nullable(),
  collection: z.string().nullable(),
  slugs: z.partialRecord(localeSchema, z.string()),
  changed: z.boolean(),
  protected: z.boolean(),
});
export type PageListEntry = z.infer<typeof pageListEntrySchema>;
export const pageListSchema = z.object({
  pages: z.array(pageListEntrySchema),
  collections: z.array(z.object({ name: z.string(), collectionType: z.string(), children: z.array(pageListEntrySchema) })),
});
export type PageList = z.infer<typeof pageListSchema>;
