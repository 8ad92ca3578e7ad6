import type { DataSave } from "../../../common/content-api";
import { dataSaveAnswerSchema, okAnswerSchema, publicationStatusAnswerSchema, translationStatusAnswerSchema } from "../../../common/content-api";
import { navigationSchema } from "../../../common/navigation";
import { pageListSchema } from "../../../common/page-list";
import { apiCall } from "./fetch";

/** The content API calls the editor makes (editor-side section 7), each answer parsed with its shared schema. */
export const contentApi = {
  saveData: (save: DataSave) => apiCall("/data", dataSaveAnswerSchema, { body: save }),
  publicationStatus: (id: string) => apiCall("/page/status/publication", publicationStatusAnswerSchema, { query: { id } }),
  translationStatus: (id: string) => apiCall("/page/status/translation", translationStatusAnswerSchema, { query: { id } }),
  publish: (id: string) => apiCall("/page/publish", okAnswerSchema, { body: { id } }),
  revert: (id: string) => apiCall("/page/revert", okAnswerSchema, { body: { id } }),
  removePage: (id: string) => apiCall("/page/remove", okAnswerSchema, { body: { id } }),
  /** Every page with drafts, top-level and by collection. */
  pages: () => apiCall("/page/get", pageListSchema, { query: { includeDrafts: "true" } }),
  navigation: () => apiCall("/navigation", navigationSchema),
};
