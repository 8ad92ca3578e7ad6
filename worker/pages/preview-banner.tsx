import { publicationTexts } from "../../common/editor/texts";
import type { EditorLanguage } from "../../common/editor/boot";
import type { PublicationEntry } from "../content/history";

const DATE_LOCALES: Record<EditorLanguage, string> = { de: "de-CH", fr: "fr-CH", en: "en-GB" };

/** A publication's date and time as editors read it (Swiss time, the zone of the sites' owners). */
export function publicationWhen(iso: string, language: EditorLanguage): string {
  return new Date(iso).toLocaleString(DATE_LOCALES[language], { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" });
}

/**
 * Above an earlier publication viewed from the page menu ("Ansehen", decision 067): which version it is and when it
 * was published, that it is only a view, and the way back to the page's edit mode.
 */
export function PreviewBanner({ entry, language, editPath }: { entry: PublicationEntry; language: EditorLanguage; editPath: string }) {
  const t = publicationTexts(language);
  return (
    <section className="edit-bar preview-banner" aria-label={t.history}>
      <strong>{t.previewBanner(entry.number, publicationWhen(entry.publishedAt, language))}</strong>
      <a href={editPath}>{t.previewBack}</a>
    </section>
  );
}
