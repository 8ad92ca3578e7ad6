import { describe, expect, it } from "vitest";
import { linkLabel } from "../link";
import { validateBookingUrl } from "./booking-link";
import { linkOptionValue } from "./link-option";

describe("booking link url", () => {
  it("is normalised when it is a valid web address", () => {
    expect(validateBookingUrl("termine.optik.example/buchen", "de")).toEqual({ ok: true, url: "https://termine.optik.example/buchen" });
    expect(validateBookingUrl("http://booking.example/optik", "de")).toEqual({ ok: true, url: "https://booking.example/optik" });
  });
  it("refuses empty, invalid and e-mail addresses with the URL message", () => {
    for (const raw of ["", "   ", "info@optik.example", "mailto:info@optik.example", "kein link", "javascript:alert(1)"]) {
      expect(validateBookingUrl(raw, "de"), raw).toEqual({ ok: false, message: "Bitte gib eine gültige URL ein" });
    }
    expect(validateBookingUrl("info@optik.example", "fr")).toEqual({ ok: false, message: "Veuillez saisir une URL valide" });
  });
});

describe("link option", () => {
  it("stores a normalised url, a compact phone, a trimmed e-mail and a page by id", () => {
    expect(linkOptionValue({ type: "url", url: "optik.example/termin" }, "de")).toEqual({
      ok: true,
      value: { type: "url", url: "https://optik.example/termin" },
    });
    expect(linkOptionValue({ type: "phone", phone: "+41 52 123 45 67" }, "de")).toEqual({ ok: true, value: { type: "phone", phone: "+41521234567" } });
    expect(linkOptionValue({ type: "email", email: " mailto:info@optik.example " }, "de")).toEqual({
      ok: true,
      value: { type: "email", email: "info@optik.example" },
    });
    expect(linkOptionValue({ type: "page", page: { id: "p1" } }, "de")).toEqual({ ok: true, value: { type: "page", page: { id: "p1", collection: null } } });
  });
  it("stores no link when nothing was entered", () => {
    expect(linkOptionValue({ type: "url", url: " " }, "de")).toEqual({ ok: true, value: null });
    expect(linkOptionValue({ type: "page" }, "de")).toEqual({ ok: true, value: null });
  });
  it("refuses malformed values with the message of their kind", () => {
    expect(linkOptionValue({ type: "url", url: "not a url" }, "de")).toEqual({ ok: false, message: "Bitte gib eine gültige URL ein" });
    expect(linkOptionValue({ type: "phone", phone: "ruf an" }, "fr")).toEqual({ ok: false, message: "Veuillez saisir un numéro de téléphone valide" });
    expect(linkOptionValue({ type: "email", email: "x@" }, "de")).toEqual({ ok: false, message: "Bitte gib eine gültige E-Mail-Adresse ein" });
  });
  it("labels hide the scheme and cut long addresses to 17 characters plus an ellipsis", () => {
    expect(linkLabel("https://optik.example")).toBe("optik.example");
    expect(linkLabel("https://www.optik-seeblick.ch/termin")).toBe("www.optik-seeblic...");
    expect(linkLabel("tel:+41521234567")).toBe("+41521234567");
  });
});
