import { describe, expect, it } from "vitest";
import { defaultSettings, settingsSchema } from "./settings";

describe("site settings", () => {
  it("fills every nested default when a section is missing", () => {
    const settings = defaultSettings();
    expect(settings.appearance.header).toBe("opaque");
    expect(settings.appearance.gradient).toEqual({ enabled: false, from: "primary", to: "secondary" });
    expect(settings.header.logoSize).toBe("M");
    expect(settings.header.loginPage).toEqual({ useLinkToLoginPage: false, url: "" });
    expect(settings.footer.links.showTerms).toBe(true);
    expect(settings.footer.backgroundColor).toBe("header");
    expect(settings.bookingButton).toMatchObject({ active: false, position: "right", color: "primary", themeColor: "" });
    expect(settings.socialAccounts.instagram).toBe("");
  });

  it("keeps given values and fills the rest of their section", () => {
    const settings = settingsSchema.parse({ appearance: { header: "transparent" }, footer: { city: "Winterthur" } });
    expect(settings.appearance.header).toBe("transparent");
    expect(settings.appearance.opaqueHeaderOnMobile).toBe(true);
    expect(settings.footer.city).toBe("Winterthur");
    expect(settings.footer.links.showTerms).toBe(true);
  });

  it("still rejects triangle and bubble together", () => {
    const result = settingsSchema.safeParse({ appearance: { triangle: true, bubble: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["appearance", "bubble"]);
  });
});
