import { z } from "zod";
import { depthBounded, MAX_OPTION_VALUE_DEPTH, MAX_RICH_TEXT_DEPTH, nestsDeeperThan } from "./json-limits";
import { localeSchema } from "./locales";
import { richTextDocSchema } from "./rich-text";
import { collectionNameSchema } from "./routes";
import { fieldTranslationsSchema } from "./translation";

/** Item statuses of editor-side section 3. */
export const ITEM_STATUSES = ["draft", "published", "archived", "deleted", "markedForDeletion"] as const;
export const itemStatusSchema = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof itemStatusSchema>;

export const ITEM_TYPES = ["page", "group", "field"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Page kinds; login is the system page, search both a role and a system page. */
export const PAGE_ROLES = ["home", "search", "imprint", "privacy", "terms", "contact", "login"] as const;
export const pageRoleSchema = z.enum(PAGE_ROLES);
export type PageRole = z.infer<typeof pageRoleSchema>;

export const CONTENT_TYPES = ["single", "localizedSingleValue", "localizedRichText", "media"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const FIELD_DATA_TYPES = ["url", "email", "phone", "number", "date", "time", "text", "boolean"] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

/** Text per language; a missing key means "not translated". */
export const localizedTextSchema = z.partialRecord(localeSchema, z.string().max(10_000));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Content of one field in one language: text, or rich text as JSON. */
export const fieldValueSchema = z.object({
  text: z.string().max(100_000).nullable().optional(),
  // A node level is two JSON levels (node, its content array), plus the doc and a node's marks/attrs.
  json: depthBounded(richTextDocSchema, MAX_RICH_TEXT_DEPTH * 2 + 4, `rich text nested deeper than ${MAX_RICH_TEXT_DEPTH} levels`)
    .nullable()
    .optional(),
});
export type FieldValue = z.infer<typeof fieldValueSchema>;
export const fieldContentSchema = z.partialRecord(localeSchema, fieldValueSchema);
export type FieldContent = z.infer<typeof fieldContentSchema>;

/** One stored option: the spec's {type, value, label, filter/range}. Blocks read `value` through their own schema. */
export const storedOptionSchema = z.object({
  type: z.string().max(40),
  value: z.unknown().refine((value) => !nestsDeeperThan(value, MAX_OPTION_VALUE_DEPTH), `option value nested deeper than ${MAX_OPTION_VALUE_DEPTH} levels`),
  label: z.string().max(200).optional(),
});
export const storedOptionsSchema = z.record(z.string().max(60), storedOptionSchema);
export type StoredOptions = z.infer<typeof storedOptionsSchema>;

export const languageVisibilitySchema = z.object({ disallowedLanguages: z.array(localeSchema).default([]) });

/** The draft or published state of a page item. */
export const pageStateSchema = z.object({
  status: itemStatusSchema,
  role: pageRoleSchema.nullable().default(null),
  collection: collectionNameSchema.nullable().default(null),
  position: z.number().int().default(0),
  meta: z.object({
    name: localizedTextSchema,
    description: localizedTextSchema.default({}),
    password: z.string().max(200).nullable().default(null),
    disallowedLanguages: z.array(localeSchema).default([]),
  }),
});
export type PageState = z.infer<typeof pageStateSchema>;

/** The draft or published state of a group (block). */
export const groupStateSchema = z.object({
  status: itemStatusSchema,
  previousStatus: itemStatusSchema.nullable().default(null),
  blockType: z.string().max(60),
  position: z.number().int(),
  options: storedOptionsSchema.default({}),
  meta: languageVisibilitySchema.default({ disallowedLanguages: [] }),
});
export type GroupState = z.infer<typeof groupStateSchema>;

/** The draft or published state of a field: a named slot of a block, content keyed by language. */
export const fieldStateSchema = z.object({
  name: z.string().max(60),
  position: z.number().int().default(0),
  contentType: z.enum(CONTENT_TYPES),
  dataType: z.enum(FIELD_DATA_TYPES).nullable().default(null),
  content: fieldContentSchema.default({}),
  visible: z.boolean().default(true),
  mediaId: z.string().max(64).nullable().default(null),
  /** The owner marked the picture decorative where this field shows it: alt="" (decision 127). */
  decorative: z.boolean().optional(),
  /** Per language: translated (or typed) from which language, machine-made, to review (common/translation.ts). */
  translations: fieldTranslationsSchema.default({}),
});
export type FieldState = z.infer<typeof fieldStateSchema>;

/** True when a page or group may be shown in `locale` (editor-side section 5, language visibility). */
export function isLocaleAllowed(meta: { disallowedLanguages?: readonly string[] } | undefined, locale: string): boolean {
  return !meta?.disallowedLanguages?.includes(locale);
}
