import { editPathOf } from "../../common/edit-path";
import type { Locale } from "../../common/locales";

/** Marks a link that leaves edit mode on purpose ("Live-Seite"): the rewrite below keeps it as rendered. */
export const LIVE_LINK_ATTRIBUTE = "data-live-link";

/**
 * Edit mode's pages keep the editor in edit mode: every link to a page of this site (header, navigation, footer,
 * cards, buttons, rich text) is rebuilt with the edit segment (editor-side section 2; decision 066). One pass over
 * the finished HTML instead of a mode in every link renderer: live renders stay byte for byte what they were, and
 * the stored content is untouched (the editor reads links from the boot data and the API, never from the DOM).
 */
export function keepLinksInEditMode(response: Response, locales: readonly Locale[]): Response {
  return new HTMLRewriter()
    .on(`a[href]:not([${LIVE_LINK_ATTRIBUTE}])`, {
      element(link) {
        const edit = editPathOf(link.getAttribute("href") ?? "", locales);
        if (edit) link.setAttribute("href", edit);
      },
    })
    .transform(response);
}
