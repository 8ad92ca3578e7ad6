import { renderedBlocksSchema } from "../../../common/editor/block-render";
import type { Locale } from "../../../common/locales";
import { api, apiCall } from "./client";

/** The in-place render (decision 076): blocks of the page rendered again in edit mode, with the page's block order. */
export const renderApi = {
  blocks: (pageId: string, locale: Locale, groupIds: string[], known?: string[]) =>
    apiCall(api.render.blocks.$post({ json: { pageId, locale, groupIds, known } }), renderedBlocksSchema),
};
