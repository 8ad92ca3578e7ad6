import type { EditorLanguage } from "../../../common/editor/boot";
import { textsIn } from "../../../common/texts-in";
import { de, type EditorTexts } from "./de";
import { en } from "./en";
import { fr } from "./fr";

/** The editor's texts in each editor language, each complete: a text missing in one fails the type check. */
const DICTIONARIES: Record<EditorLanguage, EditorTexts> = { de, fr, en };

/** The editor's texts in `language` (the editor language of the settings, editor-side section 4). */
export function editorTexts(language: EditorLanguage): EditorTexts {
  return textsIn(DICTIONARIES, language);
}

export type { EditorTexts };
