import type { DataSave } from "../../../common/content-api";
import { dataSaveAnswerSchema, okAnswerSchema, publicationStatusAnswerSchema, translationStatusAnswerSchema } from "../../../common/content-api";
import { apiCall } from "./fetch";

/** The content API calls the editor makes (editor-side section 7), each answer parsed with its shared schema. */
export const contentApi = {
  saveData: (save: DataSave) => apiCall("/data", dataSaveAnswerSchema, { body: save }),
  publicationStatus: (id: string) => apiCall("/page/status/publication", publicationStatusAnswerSchema, { query: { id } }),
  translationStatus: (id: string) => apiCall("/page/status/translation", translationStatusAnswerSchema, { query: { id } }),
  publish: (id: string) => apiCall("/page/publish", okAnswerSchema, { body: { id } }),
  revert: (id: string) => apiCall("/page/revert", okAnswerSchema, { body: { id } }),
  removePage: (id: string) => apiCall("/page/remove", okAnswerSchema, { body: { id } }),
};
