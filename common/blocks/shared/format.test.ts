import { describe, expect, it } from "vitest";
import { paragraphs } from "../../rich-text";
import { block } from "../test-fixtures";
import { formatCost, formatDate, isIsoDate } from "./format";
import { blockItems } from "./items";

describe("formatCost", () => {
  it("writes numbers as CHF in de-CH format on German pages", () => {
    expect(formatCost("1250.5", "de")).toMatch(/^CHF\s1’?'?250\.50$/);
    expect(formatCost("CHF 80", "de")).toMatch(/^CHF\s80\.00$/);
  });

  it("writes prices the way each other language does (Intl, Swiss variant where one exists)", () => {
    expect(formatCost("1250.5", "fr")).toMatch(/^1.250\.50\sCHF$/);
    expect(formatCost("1250.5", "it")).toMatch(/^CHF\s1’?250\.50$/);
    expect(formatCost("1250.5", "en")).toMatch(/^CHF\s1,250\.50$/);
    expect(formatCost("1250.5", "es")).toMatch(/^1\.?250,50\sCHF$/);
  });

  it("keeps other text as written", () => {
    expect(formatCost("auf Anfrage", "de")).toBe("auf Anfrage");
    expect(formatCost(" ", "it")).toBe(" ");
  });
});

describe("formatDate", () => {
  it("writes ISO dates out in the page's language", () => {
    expect(formatDate("2025-03-01", "de")).toBe("1. März 2025");
    expect(formatDate("2025-03-01", "fr")).toBe("1 mars 2025");
    expect(formatDate("2025-03-01", "it")).toBe("1 marzo 2025");
    expect(formatDate("2025-03-01", "sr")).toBe("1. mart 2025.");
    expect(formatDate("2025-03-01", "pt")).toBe("1 de março de 2025");
  });

  it("keeps other text and impossible dates as written", () => {
    expect(formatDate("Frühling 2025", "de")).toBe("Frühling 2025");
    expect(isIsoDate("2025-13-45")).toBe(false);
  });
});

describe("blockItems", () => {
  const f = (name: string, position: number, text: string | null, visible = true) => ({
    id: `${name}${position}`,
    name,
    position,
    text,
    json: null,
    visible,
    media: null,
  });

  it("groups fields by position in order and drops hidden, empty and other fields", () => {
    const items = blockItems(
      block("x", [
        f("cardTitle", 2, "B"),
        f("cardTitle", 0, "A"),
        f("cardText", 0, "a"),
        f("cardTitle", 1, "  "),
        f("cardTitle", 3, "C", false),
        f("title", 4, "T"),
      ]),
      ["cardTitle", "cardText"],
    );
    expect(items.map((item) => [item.position, Object.keys(item.fields)])).toEqual([
      [0, ["cardTitle", "cardText"]],
      [2, ["cardTitle"]],
    ]);
  });

  it("counts rich text as content", () => {
    const rich = { ...f("cardText", 0, null), json: paragraphs("Text") };
    expect(blockItems(block("x", [rich]), ["cardText"])).toHaveLength(1);
  });
});
