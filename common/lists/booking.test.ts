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
    expect(new URL(active!.url).searchParams.get("theme_color")).toBe(SURFACE_HEX.primary);
    expect(siteBookingButton({ ...base, active: true, url: "mailto:x@y.example" }, "de")).toBeNull();
    const shore = siteBookingButton({ ...base, active: true, useShoreBooking: true, shoreCompany: "optik seeblick" }, "fr");
    expect(shore?.position).toBe("bottom-right");
    expect(shore?.url.startsWith(`${shoreWidgetUrl("optik seeblick")}?`)).toBe(true);
    expect(shore?.url).toContain("optik%20seeblick");
    expect(siteBookingButton({ ...base, active: true, useShoreBooking: true, shoreCompany: " " }, "fr")).toBeNull();
  });
});
