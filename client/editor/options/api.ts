import { articleLookupAnswerSchema, opticianAnswerSchema } from "../../../common/editor/options/answers";
import { api, apiCall } from "../api/client";

/** Calls of the options menu, each answer parsed with its shared schema. */
export const optionsApi = {
  /** The site's business with its branches (location option). */
  optician: () => apiCall(api.optician.$get(), opticianAnswerSchema),
  /** The post id and teaser of an article URL of the configured article site. */
  lookupArticle: (url: string) => apiCall(api.articles.lookup.$post({ json: { url } }), articleLookupAnswerSchema),
};
