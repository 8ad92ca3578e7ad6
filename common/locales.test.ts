import { describe, expect, it } from "vitest";
import { negotiateLocale, parseOfferedLocales } from "./locales";

describe("offered locales", () => {
  it("parses the configured list, first one default, duplicates removed", () => {
    expect(parseOfferedLocales(" de, FR ,de")).toEqual(["de", "fr"]);
  });
  it.each(["", "de,xx", "english"])("refuses %j", (value) => {
    expect(() => parseOfferedLocales(value)).toThrow();
  });
});

describe("negotiateLocale", () => {
  const offered = ["de", "fr"] as const;
  it.each([
    [null, "de"],
    ["", "de"],
    ["fr", "fr"],
    ["fr-CH, de;q=0.5", "fr"],
    ["de;q=0.4, fr;q=0.8", "fr"],
    ["en-GB, en;q=0.9", "de"],
    ["en, fr;q=0.1", "fr"],
    ["fr;q=0, de;q=0.1", "de"],
    ["*", "de"],
  ])("%j -> %s", (header, expected) => {
    expect(negotiateLocale(header, offered)).toBe(expected);
  });
});
