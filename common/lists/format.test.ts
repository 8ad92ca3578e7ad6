import { describe, expect, it } from "vitest";
import { formatListingDate, isoDateInTimeZone, previewText } from "./format";

describe("previewText", () => {
  it("keeps text of up to 200 characters as it is (whitespace collapsed)", () => {
    const text = "a".repeat(200);
    expect(previewText(text)).toBe(text);
    expect(previewText("  Zwei   Wörter ")).toBe("Zwei Wörter");
  });

  it("cuts longer text at 200 characters plus an ellipsis, on a word boundary when one is near", () => {
    const words = "Wort ".repeat(60).trim();
    const preview = previewText(words);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.slice(0, -1)).not.toMatch(/\s$/);
    expect(
      preview
        .slice(0, -1)
        .split(" ")
        .every((w) => w === "Wort"),
    ).toBe(true);
    const solid = "x".repeat(250);
    expect(previewText(solid)).toBe(`${"x".repeat(200)}…`);
  });
});

describe("dates in Europe/Berlin", () => {
  it("uses the Berlin calendar day, not UTC's", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Berlin.
    expect(isoDateInTimeZone("2026-12-31T23:30:00.000Z")).toBe("2027-01-01");
    expect(formatListingDate("2026-12-31T23:30:00.000Z", "de")).toBe("1. Januar 2027");
    expect(formatListingDate("2026-11-18T09:30:00.000Z", "fr")).toBe("18 novembre 2026");
    expect(formatListingDate("not a date", "de")).toBe("");
  });
});
