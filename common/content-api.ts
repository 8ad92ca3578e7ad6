import { z } from "zod";
import { BLOCK_TYPES } from "./blocks/types";
import { COLLECTION_KINDS } from "./collection-list";
import { CONTENT_TYPES, FIELD_DATA_TYPES, fieldContentSchema, itemStatusSchema, localizedTextSchema, pageRoleSchema, storedOptionsSchema } from "./content";
import { buttonWarningSchema } from "./editor/boot";
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

const id = z.string().min(1).max(64);
/** The version a change is based on: checked when given (409 when stale); POST /data requires it (docs/decisions/022). */
export const baseVersionSchema = z.number().int().positive().optional();

/** POST /data: save a field's content, a group's options, or add a field to a group. */
export const dataSaveSchema = z
  .object({
    itemType: z.enum(["field", "group"]),
    linkId: id,
    data: z.object({
      content: fieldContentSchema.optional(),
      options: storedOptionsSchema.optional(),
      mediaId: z.string().max(64).nullable().optional(),
      decorative: z.boolean().optional(),
      name: z.string().min(1).max(60).optional(),
      contentType: z.enum(CONTENT_TYPES).optional(),
    }),
    revalidationTag: z.string().max(120).optional(),
    add: z.boolean().default(false),
    force: z.boolean().default(false),
    /** The item version the save was based on; a save of an existing item must carry it (409 when stale). */
    version: baseVersionSchema,
  })
  .refine((save) => save.add || save.version !== undefined, { path: ["version"], message: "version: the version this save is based on is required" });
export type DataSave = z.input<typeof dataSaveSchema>;

/** POST /page/add in the spec's shape. */
export const pageAddSchema = z.object({
  collectionName: collectionNameSchema.nullable().default(null),
  initialMeta: z.object({ name: pageName, slug: z.string().max(120).optional() }),
  lang: localeSchema,
  initialGroups: z.array(newGroupSchema).max(60).default([]),
});

export const pageIdSchema = z.object({ id });
export const pageInfoQuerySchema = z.object({ id, lang: localeSchema });
/** PUT /page/info: the slug of one language (transformed to slug format) and/or the page meta. */
export const pageInfoUpdateSchema = z.object({
  id,
  lang: localeSchema,
  version: baseVersionSchema,
  slug: z.string().max(120).optional(),
  meta: z
    .object({
      name: localizedTextSchema.optional(),
      description: localizedTextSchema.optional(),
      /** A new password (at least one character), or null to remove it. */
      password: z.string().min(1).max(200).nullable().optional(),
      disallowedLanguages: z.array(localeSchema).optional(),
    })
    .optional(),
});

/** A new block goes after `nextTo`, at the end without one, or before every other block with `atStart` (the "+" above the first). */
export const groupAddSchema = z.object({ pageId: id, groupName: z.enum(BLOCK_TYPES), nextTo: id.nullable().optional(), atStart: z.boolean().optional() });
export type BlockPlace = Pick<z.input<typeof groupAddSchema>, "nextTo" | "atStart">;
export const groupRefSchema = z.object({ pageId: id, groupId: id, version: baseVersionSchema });
export const groupSortSchema = groupRefSchema.extend({ direction: z.enum(["up", "down"]) });
export const groupStatusSchema = groupRefSchema.extend({ from: itemStatusSchema, to: itemStatusSchema, revalidationTag: z.string().max(120).optional() });
export const groupVisibilitySchema = groupRefSchema.extend({ visibleFields: z.record(z.string().max(60), z.boolean()) });
export const groupMetaSchema = groupRefSchema.extend({ meta: z.object({ disallowedLanguages: z.array(localeSchema) }) });
export const fieldVisibilitySchema = z.object({ fieldId: id, fieldName: z.string().max(60), groupId: id, visible: z.boolean(), version: baseVersionSchema });

/** POST /collection/add: create a collection, or show/hide an item in one (action add or remove). */
export const collectionCreateSchema = z.object({
  collectionName: collectionNameSchema,
  collectionType: z.enum(["page", "group"]),
  kind: z.enum(COLLECTION_KINDS).default("pages"),
});
/**
 * POST /collection/add with collectionId and collectionType (the spec's table): a new entry of a page collection, a
 * draft page named `initialMeta.name`. Its initial groups default to the ones of the collection's kind
 * (common/editor/initial-groups.ts), so a new team member or service page starts with the blocks the listing reads.
 * A group collection's entries are blocks placed on a page, not made here.
 */
export const collectionItemAddSchema = z.object({
  collectionId: id,
  collectionName: collectionNameSchema,
  collectionType: z.literal("page", "collectionType: only page collections get new entries here"),
  initialMeta: z.object({ name: pageName, slug: z.string().max(120).optional() }),
  lang: localeSchema,
  initialGroups: z.array(newGroupSchema).max(60).optional(),
});
export const collectionToggleSchema = z
  .object({ collectionId: id, collectionName: collectionNameSchema, groupId: id.optional(), pageId: id.optional(), action: z.enum(["add", "remove"]) })
  .refine((v) => Boolean(v.groupId) !== Boolean(v.pageId), { message: "exactly one of groupId and pageId", path: ["pageId"] });
export const collectionSortSchema = z.object({ collectionId: id, collectionName: collectionNameSchema, active: id, over: id });
export const collectionRemoveItemSchema = z.object({ collectionId: id, collectionName: collectionNameSchema, groupId: id });
export const changelogQuerySchema = z.object({ language: z.enum(["de", "fr"]).default("de"), showAll: z.enum(["true", "false"]).default("false") });
export const changelogSeenSchema = z.object({ dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date YYYY-MM-DD")).max(200) });
/** POST /changelog/entries (admins): a new changelog entry, one a day, with its German and French text. */
export const changelogEntrySchema = z.object({
  date: z.iso.date("date YYYY-MM-DD"),
  textDe: z.string().trim().min(1).max(2_000),
  textFr: z.string().trim().min(1).max(2_000),
});
/** GET /changelog: entries in the editor's language, newest first. */
export const changelogAnswerSchema = z.object({ entries: z.array(z.object({ date: z.string(), text: z.string() })) });
export const opticianResetSchema = z.object({ branchId: id });
/** GET /optician: the site owner's business and its branches (the footer reset picks one). */
export const opticianAnswerSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  branches: z.array(z.object({ id: z.string(), name: z.string(), street: z.string().nullable(), city: z.string().nullable() }).loose()),
});

/** Answers the editor reads, parsed on arrival like every other wire shape. */
export const dataSaveAnswerSchema = z.object({ saved: z.boolean(), id: z.string(), version: z.number().int() });
/** The body of a 409: the item's current value and version, and who made that version when (worker/content/versions.ts). */
export const conflictAnswerSchema = z.object({
  error: z.literal("version_conflict"),
  message: z.string(),
  current: z
    .object({
      id: z.string(),
      type: z.string(),
      version: z.number().int(),
      value: z.unknown(),
      updatedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export const okAnswerSchema = z.object({ ok: z.literal(true) });
/** GET /page/status/publication: unpublished changes by kind, and whether the page was ever published. */
export const publicationStatusAnswerSchema = z.object({ fields: z.number(), groups: z.number(), pages: z.number(), published: z.boolean() });
/** GET /page/status/buttons: the page's half-filled buttons in a language, from its drafts as they are now (publication dialog). */
export const buttonStatusQuerySchema = z.object({ id, lang: localeSchema });
export const buttonStatusAnswerSchema = z.object({ warnings: z.array(buttonWarningSchema) });
/** GET /page/status/translation: missing, stale and machine-made values per offered locale (common/translation.ts). */
export { translationStatusSchema as translationStatusAnswerSchema } from "./translation";
/** POST /page/add: the new page and its edit address. */
export const pageAddAnswerSchema = z.object({ id: z.string(), path: z.string() });
/** GET /page/info: a page's slug and meta in one language and the slugs other pages hold there (password hidden). */
export const pageInfoAnswerSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  slug: z.string().nullable(),
  path: z.string(),
  meta: z.object({ name: localizedTextSchema, protected: z.boolean(), disallowedLanguages: z.array(localeSchema) }),
  availableSlugs: z.array(z.string()),
});
export type PageInfo = z.infer<typeof pageInfoAnswerSchema>;
/** PUT /page/info: the page's edit address in that language after the change. */
export const pageInfoUpdateAnswerSchema = z.object({ path: z.string(), version: z.number().int() });
/** Every API error body (worker/http/on-error.ts and validate.ts): a code, and a message or the input issues. */
export const apiErrorAnswerSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
});
