import { z } from "zod";
import { collectionListSchema } from "../../../common/collection-list";
import type { collectionSortSchema, collectionToggleSchema, DataSave, pageAddSchema, pageInfoUpdateSchema } from "../../../common/content-api";
import {
  dataSaveAnswerSchema,
  okAnswerSchema,
  pageAddAnswerSchema,
  pageInfoAnswerSchema,
  pageInfoUpdateAnswerSchema,
  publicationStatusAnswerSchema,
  translationStatusAnswerSchema,
} from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { type Navigation, navigationSchema } from "../../../common/navigation";
import { pageListSchema } from "../../../common/page-list";
import { apiCall } from "./fetch";

const versionedNavigation = navigationSchema.extend({ version: z.number().int().min(0) });

/** The content API calls the editor makes (editor-side section 7), each answer parsed with its shared schema. */
export const contentApi = {
  saveData: (save: DataSave) => apiCall("/data", dataSaveAnswerSchema, { body: save }),
  publicationStatus: (id: string) => apiCall("/page/status/publication", publicationStatusAnswerSchema, { query: { id } }),
  translationStatus: (id: string) => apiCall("/page/status/translation", translationStatusAnswerSchema, { query: { id } }),
  publish: (id: string) => apiCall("/page/publish", okAnswerSchema, { body: { id } }),
  revert: (id: string) => apiCall("/page/revert", okAnswerSchema, { body: { id } }),
  removePage: (id: string) => apiCall("/page/remove", okAnswerSchema, { body: { id } }),
  addPage: (page: z.input<typeof pageAddSchema>) => apiCall("/page/add", pageAddAnswerSchema, { body: page }),
  pageInfo: (id: string, lang: Locale) => apiCall("/page/info", pageInfoAnswerSchema, { query: { id, lang } }),
  updatePageInfo: (update: z.input<typeof pageInfoUpdateSchema>) => apiCall("/page/info", pageInfoUpdateAnswerSchema, { method: "PUT", body: update }),
  /** Every page with drafts, top-level and by collection. */
  pages: () => apiCall("/page/get", pageListSchema, { query: { includeDrafts: "true" } }),
  /** The navigation and the version of it the next save is based on. */
  navigation: () => apiCall("/navigation", versionedNavigation),
  /** Saves the whole navigation (editor-side section 7) based on `version` (409 when someone saved since). */
  saveNavigation: (navigation: Navigation, version: number) => apiCall("/navigation", versionedNavigation, { body: navigation, query: { version: String(version) } }),
  collections: () => apiCall("/collection/list", collectionListSchema),
  toggleCollectionItem: (toggle: z.input<typeof collectionToggleSchema>) => apiCall("/collection/add", okAnswerSchema, { body: toggle }),
  sortCollection: (sort: z.input<typeof collectionSortSchema>) => apiCall("/collection/sort", okAnswerSchema, { body: sort }),
  removeCollectionItem: (collectionId: string, collectionName: string, groupId: string) => apiCall("/collection/removeItem", okAnswerSchema, { body: { collectionId, collectionName, groupId } }),
};
