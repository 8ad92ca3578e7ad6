import type { BlockType } from "../../../common/blocks/types";
import type { ItemStatus } from "../../../common/content";
import { type BlockPlace, okAnswerSchema } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { api, apiCall } from "./client";
import { blockAddedSchema, blockRemovedSchema, blockMovedSchema, newPathSchema, siteProgramsSchema } from "./messages";

/**
 * The block (group) calls of the content API (editor-side section 7), each answer parsed with its schema. A change
 * carries the version of the item it was based on (docs/decisions/022): a stale one is refused with 409.
 */
export const groupApi = {
  add: (pageId: string, groupName: BlockType, place: BlockPlace) => apiCall(api.group.add.$post({ json: { pageId, groupName, ...place } }), blockAddedSchema),
  remove: (pageId: string, groupId: string, version?: number) => apiCall(api.group.remove.$post({ json: { pageId, groupId, version } }), blockRemovedSchema),
  sort: (pageId: string, groupId: string, direction: "up" | "down", version?: number) =>
    apiCall(api.group.sort.$post({ json: { pageId, groupId, direction, version } }), blockMovedSchema),
  status: (pageId: string, groupId: string, from: ItemStatus, to: ItemStatus, version?: number) =>
    apiCall(api.group.status.$post({ json: { pageId, groupId, from, to, version } }), okAnswerSchema),
  visibility: (pageId: string, groupId: string, visibleFields: Record<string, boolean>, version?: number) =>
    apiCall(api.group.visibility.$post({ json: { pageId, groupId, visibleFields, version } }), okAnswerSchema),
  languages: (pageId: string, groupId: string, disallowedLanguages: Locale[], version?: number) =>
    apiCall(api.group.meta.$post({ json: { pageId, groupId, meta: { disallowedLanguages }, version } }), okAnswerSchema),
  fieldVisibility: (groupId: string, fieldId: string, fieldName: string, visible: boolean, version?: number) =>
    apiCall(api.field.visibility.$post({ json: { groupId, fieldId, fieldName, visible, version } }), okAnswerSchema),
  pageLanguages: (id: string, lang: Locale, disallowedLanguages: Locale[], version?: number) =>
    apiCall(api.page.info.$put({ json: { id, lang, meta: { disallowedLanguages }, version } }), newPathSchema),
  /** The current site: its programs (the picker offers optician-only and golf blocks by them). */
  site: () => apiCall(api.site.$get(), siteProgramsSchema),
};
