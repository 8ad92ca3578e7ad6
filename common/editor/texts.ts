import { type EditorLanguage, textsIn } from "../texts-in";

/** The edit-mode texts the worker renders too: the banner above an earlier publication viewed from the page menu (decision 067). */
const de = {
  history: "Veröffentlichungen",
  previewBanner: (number: number, when: string) => `Version ${number} vom ${when} – nur Ansicht`,
  previewBack: "Zurück zum Bearbeiten",
};
export type PublicationTexts = typeof de;

const fr: PublicationTexts = {
  history: "Publications",
  previewBanner: (number, when) => `Version ${number} du ${when} – lecture seule`,
  previewBack: "Retour à l'édition",
};

const en: PublicationTexts = {
  history: "Publications",
  previewBanner: (number, when) => `Version ${number} of ${when} – view only`,
  previewBack: "Back to editing",
};

/** The one home of these texts: the editor's dictionaries (client/editor/i18n) spread them, the worker reads them here. */
export const PUBLICATION_TEXTS: Record<EditorLanguage, PublicationTexts> = { de, fr, en };

/** The publication texts in an editor language. */
export function publicationTexts(language: EditorLanguage): PublicationTexts {
  return textsIn(PUBLICATION_TEXTS, language);
}
