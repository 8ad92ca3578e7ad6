import { describe, expect, it } from "vitest";
import { BLOCKS } from "../../common/blocks/registry";
import { CARD_FIELDS } from "../../common/blocks/shared/cards";
import { REVIEW_FIELDS } from "../../common/blocks/review-slider/reviews";
import { YOUTUBE_URL_ERRORS } from "../../common/blocks/video-player/youtube-id";
import { BLOCK_FIELD_NAMES } from "../../common/editor/block-editors";
import type { EditorLanguage } from "../../common/editor/boot";
import { describeBlockOptions } from "../../common/editor/options/option-values";
import { richTextTexts } from "./fields/rich-text/texts";
import { mediaTexts } from "./media/texts";
import { optionLabel } from "./options/option-label";
import { fieldName } from "./i18n/block-names";
import { editorTexts } from "./i18n/texts";

const LANGUAGES: EditorLanguage[] = ["de", "fr", "en"];
const blockTypes = Object.keys(BLOCKS);

/** Every field name a block of any type uses: its starter fields, its media fields, card and review fields. */
function blockFieldNames(): string[] {
  const names = new Set<string>([...CARD_FIELDS, ...REVIEW_FIELDS]);
  for (const type of blockTypes) {
    for (const field of BLOCKS[type as keyof typeof BLOCKS].starterFields ?? []) names.add(field.name);
    for (const media of describeBlockOptions(type).media) names.add(media.field);
  }
  return [...names].sort();
}

/** Every string of a dictionary, texts made by functions included (called with sample arguments). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)("X", 2, "Y"));
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The spec's exact German texts that address the editor with "Sie" (editor-side section 5): kept verbatim. */
const SPEC_SIE_TEXTS = ["Bitte geben Sie eine gültige YouTube-URL ein"];

describe("what owners read (decision 075)", () => {
  it("every field of every block type has a label in German, French and English", () => {
    const raw = LANGUAGES.flatMap((language) =>
      blockFieldNames()
        .filter((name) => fieldName(name, language) === name)
        .map((name) => `${language}:${name}`),
    );
    expect(raw).toEqual([]);
  });

  it("a field's label has one home: a block's own field labels are not also among the dictionaries' shared fieldNames", () => {
    const shared = Object.keys(editorTexts("de").fieldNames);
    expect(Object.keys(BLOCK_FIELD_NAMES).filter((name) => shared.includes(name))).toEqual([]);
    expect(Object.keys(BLOCK_FIELD_NAMES)).toEqual(expect.arrayContaining(["quote", "rating"]));
    expect([fieldName("quote", "fr"), fieldName("title", "en"), fieldName("unknownField", "de")]).toEqual(["Citation", "Title", "unknownField"]);
  });

  it("every option and media option of every block type has a label in German, French and English", () => {
    const unlabelled = LANGUAGES.flatMap((language) => {
      const texts = editorTexts(language).options;
      return blockTypes.flatMap((type) => {
        const { options, media } = describeBlockOptions(type);
        const keys = [...options.map((option) => option.key), ...media.map((m) => m.field)];
        return keys.filter((key) => optionLabel(key, texts, language) === texts.unknownLabel).map((key) => `${language}:${type}.${key}`);
      });
    });
    expect(unlabelled).toEqual([]);
  });

  it("our German editor texts say 'du', never 'Sie' (the spec's own texts stay as written)", () => {
    const german = [...strings(editorTexts("de")), ...strings(richTextTexts("de")), ...strings(mediaTexts("de")), ...Object.values(YOUTUBE_URL_ERRORS)];
    const formal = german.filter((text) => /\b(Sie|Ihre?[mnrs]?|Ihnen)\b/.test(text) && !SPEC_SIE_TEXTS.includes(text));
    expect(formal).toEqual([]);
    expect(german).toContain(SPEC_SIE_TEXTS[0]);
  });
});
