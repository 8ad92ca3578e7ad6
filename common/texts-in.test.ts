import { describe, expect, it } from "vitest";
import { textsIn } from "./texts-in";

describe("texts in a language", () => {
  const texts = { de: { close: "Schliessen" }, fr: { close: "Fermer" } };
  it("takes the language's own texts", () => expect(textsIn(texts, "fr").close).toBe("Fermer"));
  it("falls back to German for a language without texts", () => expect(textsIn(texts, "it").close).toBe("Schliessen"));
});
