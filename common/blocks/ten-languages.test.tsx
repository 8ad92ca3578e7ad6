import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { germanTextsFor, sameAsGerman } from "../i18n-check/interface-texts";
import { visibleTexts } from "../i18n-check/visible-texts";
import { LOCALES, type Locale } from "../locales";
import { BLOCKS } from "./registry";
import { CASES } from "./test-cases";
import { context, type Lang } from "./test-fixtures";
import { BLOCK_TYPES, type BlockType } from "./types";

const OTHERS = LOCALES.filter((lang) => lang !== "de");

/** The visible texts of a block's test case with content in `content`, rendered on a page in `page`. */
function texts(type: BlockType, content: Lang, page: Locale, mode: "live" | "edit"): Set<string> {
  const example = CASES[type](content);
  const definition = BLOCKS[type];
  const html = renderToString(
    <definition.View
      block={example.block}
      options={definition.options.parse(example.block.options)}
      ctx={context(page, mode, example.collections, example.listings)}
    />,
  );
  return new Set(visibleTexts(html));
}

/** A price ("CHF 120.00"): each language's own form, which may equal the German one. */
const isAmount = (text: string) => /^[\d\s'’.,]*CHF[\d\s'’.,]*$/.test(text);

/**
 * German interface texts on a page in `lang`: a German dictionary text, or a text the German page shows whatever the
 * content's language (so not content) that the French page replaces (so interface text, even one written into a view
 * instead of a dictionary). Content the same in every language (names, numbers) is on the French page too.
 */
function germanOnPage(type: BlockType, lang: Locale, mode: "live" | "edit"): string[] {
  const german = germanTextsFor(lang);
  const allowed = sameAsGerman(lang);
  const deOnDe = texts(type, "de", "de", mode);
  const frOnDe = texts(type, "fr", "de", mode);
  const frOnFr = texts(type, "fr", "fr", mode);
  return [...texts(type, "fr", lang, mode)].filter(
    (text) => !isAmount(text) && (german.has(text) || (deOnDe.has(text) && frOnDe.has(text) && !frOnFr.has(text) && !allowed.has(text))),
  );
}

describe("every block in the ten languages shows no German interface text (decision 084)", () => {
  for (const type of BLOCK_TYPES) {
    it.each(OTHERS)(`${type} on a page in %s, live and in edit mode`, (lang) => {
      expect(germanOnPage(type, lang, "live")).toEqual([]);
      expect(germanOnPage(type, lang, "edit")).toEqual([]);
    });
  }
});
