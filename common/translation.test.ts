import { describe, expect, it } from "vitest";
import { applyRichTextSegments, isStale, richTextSegments, translationMark, valueHash } from "./translation";
import { paragraphs } from "./rich-text";

describe("stale translations", () => {
  const field = (de: string, fr: string, hashOf: string) => ({
    content: { de: { text: de }, fr: { text: fr } },
    translations: { fr: { source: "de" as const, sourceHash: valueHash({ text: hashOf }), machine: true, review: false } },
  });
  it("flags a value stale when its source changed since, not when it is the same text", () => {
    expect(isStale(field("Hallo", "Bonjour", "Hallo"), "fr")).toBe(false);
    expect(isStale(field("Hallo!", "Bonjour", "Hallo"), "fr")).toBe(true);
    expect(translationMark(field("Hallo!", "Bonjour", "Hallo"), "fr")).toBe("stale");
    expect(translationMark(field("Hallo", "Bonjour", "Hallo"), "fr")).toBe("machine");
    expect(translationMark(field("Hallo", "Bonjour", "Hallo"), "de")).toBeUndefined();
  });
});

describe("rich text segments", () => {
  it("round-trips: the segments of a document put back give the same document", () => {
    const doc = paragraphs("Eins", "", "Drei");
    expect(richTextSegments(doc)).toEqual(["Eins", "Drei"]);
    expect(applyRichTextSegments(doc, richTextSegments(doc))).toEqual(doc);
  });
  it("refuses a wrong number of translated segments", () => {
    expect(() => applyRichTextSegments(paragraphs("Eins", "Zwei"), ["Un"])).toThrow(/expected 2 segments/);
  });
});
