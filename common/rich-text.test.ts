import { describe, expect, it } from "vitest";
import { mailHref, phoneHref, toHttps } from "./link";
import { paragraphs, previewText, RICH_TEXT_COLORS, richTextDocSchema, richTextToPlain, safeHref } from "./rich-text";

describe("safeHref", () => {
  it.each([
    ["https://example.ch/a?b=1", "https://example.ch/a?b=1"],
    ["http://example.ch", "http://example.ch/"],
    ["mailto:lea@example.ch", "mailto:lea@example.ch"],
    ["tel:+41520000000", "tel:+41520000000"],
    ["/de/kontakt", "/de/kontakt"],
  ])("keeps %s", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,AAAA",
    "vbscript:msgbox(1)",
    "//evil.test/x",
    "ftp://x",
    42,
    null,
  ])("drops %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe("text helpers", () => {
  it("previews at 200 characters plus an ellipsis", () => {
    expect(previewText("a".repeat(200))).toBe("a".repeat(200));
    expect(previewText("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
  });
  it("cuts the preview at exactly 200 characters, not at the word before (visitor-side section 9)", () => {
    const words = "Wort ".repeat(60).trim();
    expect(previewText(words)).toBe(`${words.slice(0, 200)}…`);
    expect(previewText(words)).toHaveLength(201);
    // Whitespace is collapsed first: a listing's description comes from several paragraphs.
    expect(previewText("  Zwei   Wörter ")).toBe("Zwei Wörter");
  });
  it("flattens rich text to plain text", () => {
    expect(richTextToPlain(paragraphs("Erste Zeile", "Zweite"))).toBe("Erste Zeile Zweite");
  });
  it("upgrades http to https, keeps phone digits, encodes mail subjects", () => {
    expect(toHttps("http://example.ch")).toBe("https://example.ch");
    expect(toHttps("https://example.ch")).toBe("https://example.ch");
    expect(phoneHref("+41 (52) 000 00-00")).toBe("tel:+41520000000");
    expect(phoneHref("052 000 00 00")).toBe("tel:0520000000");
    expect(mailHref("a@b.ch", "Termin & Frage?")).toBe("mailto:a@b.ch?subject=Termin%20%26%20Frage%3F");
  });
});

describe("stored rich text schema", () => {
  const withMark = (attrs: Record<string, unknown>) => ({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "textStyle", attrs }] }] }],
  });
  const issues = (doc: unknown) => {
    const result = richTextDocSchema.safeParse(doc);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };
  it("accepts palette colour names and no colour", () => {
    for (const color of RICH_TEXT_COLORS) expect(issues(withMark({ color }))).toEqual([]);
    expect(issues(withMark({ color: null }))).toEqual([]);
  });
  it("refuses a colour that is not a palette name, and any other style, naming the field", () => {
    expect(issues(withMark({ color: "#ff0000" }))).toEqual([
      "content.0.content.0.marks.0.attrs.color: colour must be one of transparent, primary, secondary, background, header, accent, muted",
    ]);
    expect(issues(withMark({ color: "primary", fontSize: "40px" }))).toEqual([
      "content.0.content.0.marks.0.attrs.fontSize: a text style carries only a palette colour",
    ]);
  });
  it("refuses heading levels outside 1 to 6 and unknown paragraph sizes", () => {
    expect(issues({ type: "doc", content: [{ type: "heading", attrs: { level: 7 } }] })).toEqual(["content.0.attrs.level: heading level must be 1 to 6"]);
    expect(issues({ type: "doc", content: [{ type: "paragraph", attrs: { size: "huge" } }] })).toEqual([
      "content.0.attrs.size: size must be one of large, small",
    ]);
    expect(
      issues({
        type: "doc",
        content: [
          { type: "paragraph", attrs: { size: null } },
          { type: "paragraph", attrs: { size: "small" } },
        ],
      }),
    ).toEqual([]);
  });
});
