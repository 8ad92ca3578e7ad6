import { describe, expect, it } from "vitest";
import { defaultSettings, settingsSchema } from "../settings";
import { bookingFrameUrl, bookingThemeColor, SURFACE_HEX, shoreWidgetUrl, siteBookingButton } from "./booking";

describe("booking dialog URL", () => {
  it("carries locale, layout=none, select_location=false and theme_color without '#'", () => {
    const url = new URL(bookingFrameUrl("https://termine.optik.example/buchen", { locale: "fr", themeColor: "#0B5D7A" })!);
    expect(url.origin + url.pathname).toBe("https://termine.optik.example/buchen");
    expect(url.searchParams.get("locale")).toBe("fr");
    expect(url.searchParams.get("layout")).toBe("none");
    expect(url.searchParams.get("select_location")).toBe("false");
    expect(url.searchParams.get("theme_color")).toBe("0b5d7a");
  });

  it("keeps the provider's own parameters and replaces ours when present", () => {
    const url = new URL(bookingFrameUrl("https://b.example/w?company=42&layout=full&locale=de", { locale: "de", themeColor: "7a3d0b" })!);
    expect(url.searchParams.get("company")).toBe("42");
    expect(url.searchParams.getAll("layout")).toEqual(["none"]);
    expect(url.searchParams.getAll("locale")).toEqual(["de"]);
  });

  it("refuses anything but an https address", () => {
    for (const bad of ["http://b.example/w", "javascript:alert(1)", "termine@optik.example", "", "https://user:pw@b.example/"]) {
      expect(bookingFrameUrl(bad, { locale: "de", themeColor: "0b5d7a" })).toBeNull();
    }
  });
});

describe("booking settings", () => {
  it("the theme colour is the explicit hex, else the button colour's hex", () => {
    expect(bookingThemeColor({ color: "secondary", themeColor: "" })).toBe(SURFACE_HEX.secondary);
    expect(bookingThemeColor({ color: "secondary", themeColor: "#ABCDEF" })).toBe("abcdef");
  });

  it("settings default to no booking button and accept a hex theme colour only", () => {
    expect(defaultSettings().bookingButton).toMatchObject({ active: false, themeColor: "" });
    expect(settingsSchema.safeParse({ bookingButton: { themeColor: "red" } }).success).toBe(false);
    expect(settingsSchema.parse({ bookingButton: { themeColor: "#0b5d7a" } }).bookingButton.themeColor).toBe("#0b5d7a");
  });

  it("the site-wide button needs the switch and a usable address; shore uses the company widget", () => {
    const base = defaultSettings().bookingButton;
    expect(siteBookingButton({ ...base, url: "https://b.example/w" }, "de")).toBeNull();
    const active = siteBookingButton({ ...base, active: true, position: "left", url: "https://b.example/w" }, "de");
    expect(active?.position).toBe("bottom-left");
    expect(new URL(active!.url!).searchParams.get("theme_color")).toBe(SURFACE_HEX.primary);
    expect(siteBookingButton({ ...base, active: true, url: "mailto:x@y.example" }, "de")).toBeNull();
    const shore = siteBookingButton({ ...base, active: true, useShoreBooking: true, shoreCompany: "optik seeblick" }, "fr");
    expect(shore?.position).toBe("bottom-right");
    expect(shore?.url?.startsWith(`${shoreWidgetUrl("optik seeblick")}?`)).toBe(true);
    expect(shore?.url).toContain("optik%20seeblick");
    expect(siteBookingButton({ ...base, active: true, useShoreBooking: true, shoreCompany: " " }, "fr")).toBeNull();
  });

  it("the links shown: e-mail, phone and a page each when switched on and filled (the page while visitors reach it)", () => {
    const base = settingsSchema.parse({
      bookingButton: { active: true, url: "https://b.example/w", email: "termine@optik.example", phone: "044 123 45 67", page: "p1" },
    }).bookingButton;
    expect(base.phone).toBe("0441234567");
    const page = { path: "/de/kontakt", label: "Kontakt" };
    expect(siteBookingButton(base, "de", page)?.alternatives).toEqual([]);
    const all = { ...base, links: { email: true, phone: true, page: true } };
    expect(siteBookingButton(all, "de", page)?.alternatives).toEqual([
      { kind: "email", href: "mailto:termine@optik.example", label: "termine@optik.example" },
      { kind: "phone", href: "tel:0441234567", label: "0441234567" },
      { kind: "page", href: "/de/kontakt", label: "Kontakt" },
    ]);
    // A page visitors cannot reach in this language is left out; an empty address is not offered.
    expect(siteBookingButton({ ...all, email: "" }, "de", null)?.alternatives.map((a) => a.kind)).toEqual(["phone"]);
    // Without a provider address the button stays when it offers another way, and then opens no widget.
    const noWidget = siteBookingButton({ ...all, url: "" }, "de", null);
    expect(noWidget).toMatchObject({ url: null });
    expect(noWidget?.alternatives).toHaveLength(2);
    expect(siteBookingButton({ ...base, url: "" }, "de", page)).toBeNull();
  });

  it("the server checks the button's e-mail and phone by the editor's rules (a 400 names the field)", () => {
    const email = settingsSchema.safeParse({ bookingButton: { email: "nicht-gültig" } });
    expect(email.success).toBe(false);
    expect(email.error?.issues[0]).toMatchObject({ path: ["bookingButton", "email"], message: "Bitte gib eine gültige E-Mail-Adresse ein" });
    const phone = settingsSchema.safeParse({ bookingButton: { phone: "044 abc" } });
    expect(phone.error?.issues[0]).toMatchObject({ path: ["bookingButton", "phone"], message: "Bitte gib eine gültige Telefonnummer ein" });
    expect(settingsSchema.safeParse({ bookingButton: { page: "x".repeat(65) } }).success).toBe(false);
    expect(defaultSettings().bookingButton).toMatchObject({ links: { email: false, phone: false, page: false }, email: "", phone: "", page: "" });
  });
});
