import { describe, expect, it } from "vitest";
import { applyRichTextSegments, isStale, richTextSegments, sourceHint, translationMark, valueHash } from "./translation";
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

describe("an empty field's hint in another language", () => {
  const field = (content: Record<string, { text?: string | null; json?: unknown }>, translations = {}) =>
    ({ contentType: "localizedSingleValue", content, translations }) as unknown as Parameters<typeof sourceHint>[0];

  it("shows the text of the language it was written in, not a translation of it", () => {
    const state = field({ en: { text: "Good sight" }, de: { text: "Gut sehen" } }, { en: { source: "de", sourceHash: "x", machine: true, review: false } });
    expect(sourceHint(state, "fr")).toEqual({ locale: "de", text: "Gut sehen" });
  });

  it("gives none where the field has a value, nor where no language has one", () => {
    expect(sourceHint(field({ de: { text: "Gut sehen" }, fr: { text: "Bien voir" } }), "fr")).toBeUndefined();
    expect(sourceHint(field({ de: { text: "  " } }), "fr")).toBeUndefined();
  });

  it("reads a rich text as its plain text", () => {
    const rich = { ...field({ de: { json: paragraphs("Augenoptik", "mit Zeit") } }), contentType: "localizedRichText" } as Parameters<typeof sourceHint>[0];
    expect(sourceHint(rich, "fr")).toEqual({ locale: "de", text: "Augenoptik mit Zeit" });
  });
});
