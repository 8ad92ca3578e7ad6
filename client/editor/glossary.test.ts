import { describe, expect, it } from "vitest";
import { BLOCK_FIELD_NAMES } from "../../common/editor/block-editors";
import type { EditorLanguage } from "../../common/editor/boot";
import { richTextTexts } from "./fields/rich-text/texts";
import { blockName } from "./i18n/block-names";
import { editorTexts } from "./i18n/texts";
import { mediaTexts } from "./media/texts";
import { BLOCK_TYPES } from "../../common/blocks/types";

// One word per thing in each editor language (issue 45, point 5): an owner who reads "Box" in one place and
// "Block" in another wonders whether they are two things. The glossary names each thing's word and the synonyms
// that must not appear anywhere in the editor's texts.
const LANGUAGES: EditorLanguage[] = ["de", "fr", "en"];

type Term = { thing: string; word: RegExp; synonyms: RegExp };
const GLOSSARY: Record<EditorLanguage, Term[]> = {
  de: [
    // The spec's own German error texts say "Box" ("Fehler beim Hinzufügen der Box").
    { thing: "block", word: /\bBox(en)?\b/, synonyms: /\bBl[oö]ck(e|en|s)?\b/ },
    // Saved but not yet live: "unveröffentlicht"; "ungespeichert" is only what has not reached the server.
    { thing: "unpublished change", word: /unveröffentlicht/i, synonyms: /nicht veröffentlichte Änderung/i },
    { thing: "revert", word: /verwerf|verworfen/i, synonyms: /zurücksetzen der Änderungen|Änderungen zurücksetzen/i },
  ],
  fr: [
    { thing: "block", word: /\bblocs?\b/i, synonyms: /\b(boîtes?|encadrés?)\b/i },
    { thing: "unpublished change", word: /non publiée?s?/i, synonyms: /\binédite?s?\b/i },
    // "Annuler" is undo (and a dialog's cancel); reverting to the published version is "revenir".
    { thing: "revert", word: /reven|retour à la version publiée/i, synonyms: /annul(er|ées?|ation) (les|des) modifications|modifications annulées/i },
  ],
  en: [
    { thing: "block", word: /\bblocks?\b/i, synonyms: /\bbox(es)?\b/i },
    { thing: "unpublished change", word: /unpublished/i, synonyms: /\bnot published\b.*\bchange|non-published/i },
    { thing: "revert", word: /revert/i, synonyms: /\bdiscard changes\b/i },
  ],
};

/** Every string of a dictionary, texts made by functions included (called with sample arguments). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)("X", 2, "Y"));
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** All the texts an owner reads in `language`: the dictionaries, block names and block-only field labels. */
function allTexts(language: EditorLanguage): string[] {
  return [
    ...strings(editorTexts(language)),
    ...strings(richTextTexts(language)),
    ...strings(mediaTexts(language)),
    ...BLOCK_TYPES.map((type) => blockName(type, language)),
    ...Object.values(BLOCK_FIELD_NAMES).map((names) => names[language]),
  ];
}

describe("the editor's glossary: one word per thing", () => {
  it.each(LANGUAGES)("%s: no synonym of a glossary word appears, and each word is used", (language) => {
    const texts = allTexts(language);
    for (const { thing, word, synonyms } of GLOSSARY[language]) {
      expect(
        texts.filter((text) => synonyms.test(text)),
        `${language}: ${thing}`,
      ).toEqual([]);
      expect(
        texts.some((text) => word.test(text)),
        `${language}: ${thing} is called ${word}`,
      ).toBe(true);
    }
  });

  it.each(LANGUAGES)("%s: the toolbar's actions have a word each (undo is not revert, pages is not page)", (language) => {
    const t = editorTexts(language);
    const labels = [t.settings, t.pages, t.pageMenu, t.undo, t.redo, t.publish, t.revertShort, t.closeToolbar, t.openToolbar];
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
    // The long revert label shares no word with undo or redo either ("Annuler les modifications" beside "Annuler").
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    expect(words(t.revert).filter((word) => words(t.undo).includes(word) || words(t.redo).includes(word))).toEqual([]);
  });

  it("German: changes saved but not published are never called unsaved (the restore warning)", () => {
    const t = editorTexts("de");
    expect(t.restoreLoses(1)).toBe("Unveröffentlichte Änderungen an 1 Box gehen verloren.");
    expect(t.restoreLoses(3)).toBe("Unveröffentlichte Änderungen an 3 Boxen gehen verloren.");
    // "nicht gespeichert" only where a change has not reached the server: the outbox's retry, the journal's replay
    // and the texts of a failed save ("… konnte nicht gespeichert werden").
    const keyed = (value: unknown, key: string): [string, string][] =>
      value && typeof value === "object" ? Object.entries(value).flatMap(([inner, v]) => keyed(v, inner)) : strings(value).map((text) => [key, text]);
    const unsaved = keyed(t, "").filter(([, text]) => /ungespeichert|nicht gespeichert/i.test(text));
    expect(
      unsaved
        .map(([key]) => key)
        .filter((key) => !key.startsWith("error"))
        .sort(),
    ).toEqual(["journalReplayed", "notSavedRetrying"]);
    expect(unsaved.filter(([key]) => key.startsWith("error")).every(([, text]) => text.endsWith("konnte nicht gespeichert werden"))).toBe(true);
  });
});
