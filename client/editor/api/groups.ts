import { z } from "zod";
import type { BlockType } from "../../../common/blocks/types";
import type { ItemStatus } from "../../../common/content";
import { type BlockPlace, okAnswerSchema } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { apiCall } from "./fetch";

const addedSchema = z.object({ id: z.string() });
const removedSchema = z.object({ result: z.enum(["deleted", "markedForDeletion"]) });
const movedSchema = z.object({ moved: z.boolean() });
const pathSchema = z.object({ path: z.string() });
const siteSchema = z.object({ programs: z.array(z.string()) });

/**
 * The block (group) calls of the content API (editor-side section 7), each answer parsed with its schema. A change
 * carries the version of the item it was based on (docs/decisions/022): a stale one is refused with 409.
 */
export const groupApi = {
  add: (pageId: string, groupName: BlockType, place: BlockPlace) => apiCall("/group/add", addedSchema, { body: { pageId, groupName, ...place } }),
  remove: (pageId: string, groupId: string, version?: number) => apiCall("/group/remove", removedSchema, { body: { pageId, groupId, version } }),
  sort: (pageId: string, groupId: string, direction: "up" | "down", version?: number) => apiCall("/group/sort", movedSchema, { body: { pageId, groupId, direction, version } }),
  status: (pageId: string, groupId: string, from: ItemStatus, to: ItemStatus, version?: number) => apiCall("/group/status", okAnswerSchema, { body: { pageId, groupId, from, to, version } }),
  visibility: (pageId: string, groupId: string, visibleFields: Record<string, boolean>, version?: number) => apiCall("/group/visibility", okAnswerSchema, { body: { pageId, groupId, visibleFields, version } }),
  languages: (pageId: string, groupId: string, disallowedLanguages: Locale[], version?: number) => apiCall("/group/meta", okAnswerSchema, { body: { pageId, groupId, meta: { disallowedLanguages }, version } }),
  fieldVisibility: (groupId: string, fieldId: string, fieldName: string, visible: boolean, version?: number) => apiCall("/field/visibility", okAnswerSchema, { body: { groupId, fieldId, fieldName, visible, version } }),
  pageLanguages: (id: string, lang: Locale, disallowedLanguages: Locale[], version?: number) => apiCall("/page/info", pathSchema, { method: "PUT", body: { id, lang, meta: { disallowedLanguages }, version } }),
  /** The current site: its programs (the picker offers optician-only and golf blocks by them). */
  site: () => apiCall("/site", siteSchema),
};
