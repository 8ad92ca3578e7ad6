import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings";
import { showsBookingUrl, showsFooterBusinessFields, showsHeaderBusinessFields, showsShoreCompany, textChanged, withOverlay } from "./settings-rules";
import { valueAt, withValueAt } from "./changes";

describe("settings display rules (editor-side section 5)", () => {
  it("shows the footer's business fields only with the business-data switch off, which is on by default", () => {
    const settings = defaultSettings();
    expect(showsFooterBusinessFields(settings)).toBe(false);
    expect(showsFooterBusinessFields(withValueAt(settings, ["footer", "useBusinessDataFromLookUp"], false))).toBe(true);
    expect(showsHeaderBusinessFields(withValueAt(settings, ["header", "useBusinessDataFromLookUp"], false))).toBe(true);
  });

  it("shows the external booking address with shore booking off and the shore company with it on", () => {
    const off = defaultSettings();
    expect([showsBookingUrl(off), showsShoreCompany(off)]).toEqual([true, false]);
    const on = withValueAt(off, ["bookingButton", "useShoreBooking"], true);
    expect([showsBookingUrl(on), showsShoreCompany(on)]).toEqual([false, true]);
  });

  it("keeps triangle and bubble exclusive", () => {
    const triangle = withOverlay(defaultSettings(), "triangle", true);
    expect([triangle.appearance.triangle, triangle.appearance.bubble]).toEqual([true, false]);
    const bubble = withOverlay(triangle, "bubble", true);
    expect([bubble.appearance.triangle, bubble.appearance.bubble]).toEqual([false, true]);
    const none = withOverlay(bubble, "bubble", false);
    expect([none.appearance.triangle, none.appearance.bubble]).toEqual([false, false]);
  });

  it("counts a text as changed only when it differs beyond surrounding spaces", () => {
    expect(textChanged("G-1", "G-1 ")).toBe(false);
    expect(textChanged("", "")).toBe(false);
    expect(textChanged("G-1", "G-2")).toBe(true);
  });

  it("sets and reads nested values without touching other sections", () => {
    const settings = defaultSettings();
    const next = withValueAt(settings, ["tracking", "analyticsId"], "G-ABC");
    expect(valueAt(next, ["tracking", "analyticsId"])).toBe("G-ABC");
    expect(next.footer).toBe(settings.footer);
    expect(settings.tracking.analyticsId).toBe("");
  });
});
