import { describe, expect, it } from "vitest";
import { mailHref, phoneHref, toHttps } from "./link";
import { paragraphs, previewText, richTextToPlain, safeHref } from "./rich-text";

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
  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html;base64,AAAA", "vbscript:msgbox(1)", "//evil.test/x", "ftp://x", 42, null])("drops %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe("text helpers", () => {
  it("previews at 200 characters plus an ellipsis", () => {
    expect(previewText("a".repeat(200))).toBe("a".repeat(200));
    expect(previewText("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
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
