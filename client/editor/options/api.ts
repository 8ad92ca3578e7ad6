import { articleLookupAnswerSchema, opticianAnswerSchema } from "../../../common/editor/options/answers";
import { apiCall } from "../api/fetch";

/** Calls of the options menu, each answer parsed with its shared schema. */
export const optionsApi = {
  /** The site's business with its branches (location option). */
  optician: () => apiCall("/optician", opticianAnswerSchema),
  /** The post id and teaser of an article URL of the configured article site. */
  lookupArticle: (url: string) => apiCall("/articles/lookup", articleLookupAnswerSchema, { body: { url } }),
};
