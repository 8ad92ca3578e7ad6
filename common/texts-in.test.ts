import { describe, expect, it } from "vitest";
import { langIn, textsIn } from "./texts-in";

describe("texts in a language", () => {
  const texts = { de: { close: "Schliessen" }, fr: { close: "Fermer" } };
  it("takes the language's own texts", () => expect(textsIn(texts, "fr").close).toBe("Fermer"));
  it("gives a language the dictionary lacks the fallback named at the call", () => {
    expect(textsIn(texts, "it", "de").close).toBe("Schliessen");
    expect(textsIn(texts, "it", "fr").close).toBe("Fermer");
  });
  it("picks the language of a dictionary's languages a page gets", () => {
    expect(langIn(["de", "fr"], "fr", "de")).toBe("fr");
    expect(langIn(["de", "fr"], "en", "de")).toBe("de");
  });
});
