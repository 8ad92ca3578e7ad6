import { z } from "zod";
import { collectionListSchema } from "../../../common/collection-list";
import type {
  collectionItemAddSchema,
  collectionSortSchema,
  collectionToggleSchema,
  DataSave,
  pageAddSchema,
  pageInfoUpdateSchema,
} from "../../../common/content-api";
import {
  dataSaveAnswerSchema,
  okAnswerSchema,
  pageAddAnswerSchema,
  pageInfoAnswerSchema,
  pageInfoUpdateAnswerSchema,
  publicationStatusAnswerSchema,
  buttonStatusAnswerSchema,
  translationStatusAnswerSchema,
} from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { oldAddressListSchema, oldAddressSchema } from "../../../common/old-addresses";
import { type PreviewLinkDays, previewLinkCreatedSchema, previewLinkListSchema } from "../../../common/preview-links";
import { type Navigation, navigationSchema } from "../../../common/navigation";
import { pageListSchema } from "../../../common/page-list";
import { api, apiCall } from "./client";

const versionedNavigation = navigationSchema.extend({ version: z.number().int().min(0) });

/** The content API calls the editor makes (editor-side section 7), each answer parsed with its shared schema. */
export const contentApi = {
  saveData: (save: DataSave) => apiCall(api.data.$post({ json: save }), dataSaveAnswerSchema),
  publicationStatus: (id: string) => apiCall(api.page.status.publication.$get({ query: { id } }), publicationStatusAnswerSchema),
  buttonStatus: (id: string, lang: Locale) => apiCall(api.page.status.buttons.$get({ query: { id, lang } }), buttonStatusAnswerSchema),
  translationStatus: (id: string) => apiCall(api.page.status.translation.$get({ query: { id } }), translationStatusAnswerSchema),
  publish: (id: string) => apiCall(api.page.publish.$post({ json: { id } }), okAnswerSchema),
  revert: (id: string) => apiCall(api.page.revert.$post({ json: { id } }), okAnswerSchema),
  removePage: (id: string) => apiCall(api.page.remove.$post({ json: { id } }), okAnswerSchema),
  addPage: (page: z.input<typeof pageAddSchema>) => apiCall(api.page.add.$post({ json: page }), pageAddAnswerSchema),
  pageInfo: (id: string, lang: Locale) => apiCall(api.page.info.$get({ query: { id, lang } }), pageInfoAnswerSchema),
  updatePageInfo: (update: z.input<typeof pageInfoUpdateSchema>) => apiCall(api.page.info.$put({ json: update }), pageInfoUpdateAnswerSchema),
  /** The page's old addresses (docs/decisions/125): listed, added by hand, removed; each applies to visitors at once. */
  oldAddresses: (id: string) => apiCall(api.page.redirects.$get({ query: { id } }), oldAddressListSchema),
  addOldAddress: (id: string, lang: Locale, path: string) => apiCall(api.page.redirect.add.$post({ json: { id, lang, path } }), oldAddressSchema),
  removeOldAddress: (id: string, path: string) => apiCall(api.page.redirect.remove.$post({ json: { id, path } }), okAnswerSchema),
  /** The page's preview links (docs/decisions/126): listed, made (its address is answered once), revoked. */
  previewLinks: (id: string) => apiCall(api.page.previews.$get({ query: { id } }), previewLinkListSchema),
  createPreviewLink: (id: string, lang: Locale, days: PreviewLinkDays) =>
    apiCall(api.page.preview.create.$post({ json: { id, lang, days } }), previewLinkCreatedSchema),
  revokePreviewLink: (id: string, linkId: string) => apiCall(api.page.preview.revoke.$post({ json: { id, linkId } }), okAnswerSchema),
  /** Every page with drafts, top-level and by collection. */
  pages: () => apiCall(api.page.get.$get({ query: { includeDrafts: "true" } }), pageListSchema),
  /** The navigation and the version of it the next save is based on. */
  navigation: () => apiCall(api.navigation.$get(), versionedNavigation),
  /** Saves the whole navigation (editor-side section 7) based on `version` (409 when someone saved since). */
  saveNavigation: (navigation: Navigation, version: number) =>
    apiCall(api.navigation.$post({ json: navigation, query: { version: String(version) } }), versionedNavigation),
  collections: () => apiCall(api.collection.list.$get(), collectionListSchema),
  toggleCollectionItem: (toggle: z.input<typeof collectionToggleSchema>) => apiCall(api.collection.add.$post({ json: toggle }), okAnswerSchema),
  /** A new entry of a page collection (a draft page starting with the collection's initial groups). */
  addCollectionItem: (item: z.input<typeof collectionItemAddSchema>) => apiCall(api.collection.add.$post({ json: item }), pageAddAnswerSchema),
  sortCollection: (sort: z.input<typeof collectionSortSchema>) => apiCall(api.collection.sort.$post({ json: sort }), okAnswerSchema),
  removeCollectionItem: (collectionId: string, collectionName: string, groupId: string) =>
    apiCall(api.collection.removeItem.$post({ json: { collectionId, collectionName, groupId } }), okAnswerSchema),
};
