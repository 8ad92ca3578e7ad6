import { z } from "zod";
import { BLOCK_TYPES } from "./blocks/types";
import { CONTENT_TYPES, FIELD_DATA_TYPES, fieldContentSchema, localizedTextSchema, pageRoleSchema, storedOptionsSchema } from "./content";
import { localeSchema } from "./locales";
import { collectionNameSchema, editorSlugSchema, GAME_SLUGS } from "./routes";

/** Wire shapes of the content API, shared by the worker, the editor and the seed. */

export const newFieldSchema = z.object({
  name: z.string().min(1).max(60),
  contentType: z.enum(CONTENT_TYPES),
  dataType: z.enum(FIELD_DATA_TYPES).nullable().default(null),
  content: fieldContentSchema.default({}),
  mediaId: z.string().max(64).nullable().default(null),
  position: z.number().int().min(0).optional(),
});
export type NewField = z.input<typeof newFieldSchema>;

export const newGroupSchema = z.object({
  blockType: z.enum(BLOCK_TYPES),
  options: storedOptionsSchema.default({}),
  fields: z.array(newFieldSchema).max(100).default([]),
  disallowedLanguages: z.array(localeSchema).default([]),
});
export type NewGroup = z.input<typeof newGroupSchema>;

const pageName = localizedTextSchema.refine((name) => Object.values(name).some((value) => value?.trim()), "Page creation requires a non-empty name");

/** POST /page/add: a new draft page with its initial groups. */
export const newPageSchema = z.object({
  name: pageName,
  description: localizedTextSchema.default({}),
  slugs: z.partialRecord(localeSchema, editorSlugSchema).default({}),
  collection: collectionNameSchema.nullable().default(null),
  groups: z.array(newGroupSchema).max(60).default([]),
});
export type NewPage = z.input<typeof newPageSchema>;

/** Pages only the product itself creates: role pages (fixed slugs) and the game steps (tilde slugs). */
export const newSystemPageSchema = newPageSchema.extend({
  role: pageRoleSchema.nullable().default(null),
  gameSlug: z.enum(GAME_SLUGS).nullable().default(null),
});
export type NewSystemPage = z.input<typeof newSystemPageSchema>;
