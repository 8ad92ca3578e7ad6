import { describe, expect, it } from "vitest";
import { intlLocale, langIn, textsIn } from "./texts-in";

describe("texts in a language", () => {
  const texts = { de: { close: "Schliessen" }, fr: { close: "Fermer" } };
  it("takes the language's own texts", () => expect(textsIn(texts, "fr").close).toBe("Fermer"));
  it("picks the language of a dictionary's languages a wire value gets", () => {
    expect(langIn(["de", "fr"], "fr", "de")).toBe("fr");
    expect(langIn(["de", "fr"], "xx", "de")).toBe("de");
  });
  it("formats with the Swiss variant where one exists, Serbian in Latin script", () => {
    expect(["de", "fr", "it", "rm", "en", "sr", "pt"].map((l) => intlLocale(l as never))).toEqual(["de-CH", "fr-CH", "it-CH", "rm-CH", "en", "sr-Latn", "pt"]);
    expect(new Intl.DateTimeFormat(intlLocale("sr"), { month: "long", timeZone: "UTC" }).format(new Date("2026-03-10T12:00:00Z"))).toBe("mart");
  });
});
