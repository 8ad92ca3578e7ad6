import { contentApi } from "../api/content";
import { editorStore } from "../state/store";
import { pageStatusAtom } from "../state/saves";
import { session } from "../i18n/session";

/**
 * Reloads the page's publication and translation status (after every save, publish or revert: editor-side
 * section 4). A failure is logged; the last known status stays.
 */
export async function refreshPageStatus(): Promise<void> {
  const { boot } = session();
  try {
    const [publication, translations] = await Promise.all([contentApi.publicationStatus(boot.pageId), contentApi.translationStatus(boot.pageId)]);
    editorStore.set(pageStatusAtom, {
      changes: publication.fields + publication.groups + publication.pages,
      published: publication.published,
      missing: translations.missing,
      firstMissing: translations.firstMissing,
      stale: translations.stale,
      automatic: translations.automatic,
    });
  } catch (error) {
    console.error("page status", error);
  }
}
