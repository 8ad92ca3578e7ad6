import type { EditorLanguage } from "../../../common/editor/boot";
import { de, type EditorTexts } from "./de";
import { en } from "./en";
import { fr } from "./fr";

const DICTIONARIES: Record<EditorLanguage, Partial<EditorTexts>> = { de, fr, en };

/** The editor's texts in `language`; each text missing there falls back to German (editor-side section 4). */
export function editorTexts(language: EditorLanguage, dictionaries: Record<EditorLanguage, Partial<EditorTexts>> = DICTIONARIES): EditorTexts {
  return { ...de, ...dictionaries[language] };
}

export type { EditorTexts };
