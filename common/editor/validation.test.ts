import { describe, expect, it } from "vitest";
import { validateFieldValue } from "./validation";

describe("validateFieldValue", () => {
  it("accepts numbers and rejects other text with the spec's message", () => {
    expect(validateFieldValue("number", "42.5", "de")).toEqual({ ok: true, value: "42.5" });
    expect(validateFieldValue("number", "zwölf", "de")).toEqual({ ok: false, message: "Bitte gib eine gültige Nummer ein" });
    expect(validateFieldValue("number", "douze", "fr")).toEqual({ ok: false, message: "Veuillez saisir un numéro valide" });
  });

  it("checks e-mail addresses", () => {
    expect(validateFieldValue("email", "lea@example.ch", "de")).toEqual({ ok: true, value: "lea@example.ch" });
    expect(validateFieldValue("email", "lea@", "de")).toEqual({ ok: false, message: "Bitte gib eine gültige E-Mail-Adresse ein" });
  });

  it("removes spaces from phone numbers and requires the rest to be numeric", () => {
    expect(validateFieldValue("phone", "+41 52 000 00 00", "de")).toEqual({ ok: true, value: "+41520000000" });
    expect(validateFieldValue("phone", "052 abc", "de")).toEqual({ ok: false, message: "Bitte gib eine gültige Telefonnummer ein" });
  });

  it("requires a full web address for url", () => {
    expect(validateFieldValue("url", "https://optik.example/termin", "de")).toEqual({ ok: true, value: "https://optik.example/termin" });
    expect(validateFieldValue("url", "optik seeblick", "de")).toEqual({ ok: false, message: "Bitte gib eine gültige URL ein" });
    expect(validateFieldValue("url", "javascript:alert(1)", "fr")).toEqual({ ok: false, message: "Veuillez saisir une URL valide" });
  });

  it("turns an emptied value into null, whatever the type", () => {
    expect(validateFieldValue("email", "   ", "de")).toEqual({ ok: true, value: null });
    expect(validateFieldValue(null, "", "de")).toEqual({ ok: true, value: null });
  });

  it("keeps untyped text as typed", () => {
    expect(validateFieldValue(null, " Willkommen ", "de")).toEqual({ ok: true, value: " Willkommen " });
  });
});
