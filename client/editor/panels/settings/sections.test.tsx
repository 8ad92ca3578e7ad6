import { createStore, Provider } from "jotai";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EditorBoot } from "../../../../common/editor/boot";
import type { EditorRole } from "../../../../common/editor/permissions";
import { defaultSettings } from "../../../../common/settings";
import { editorTexts } from "../../i18n/texts";
import { bootAtom } from "../../state/store";
import { SettingsSections } from "./sections";
import { settingsAtom } from "../../state/site";

/** The settings panel's sections as an editor of `role` sees them (German). */
function sectionsFor(role: EditorRole, settings = defaultSettings()): string {
  const store = createStore();
  store.set(bootAtom, { editorRole: role, language: "de", locale: "de" } as EditorBoot);
  store.set(settingsAtom, settings);
  return renderToString(
    <Provider store={store}>
      <SettingsSections />
    </Provider>,
  );
}

describe("settings sections by role (decision 067)", () => {
  const reset = editorTexts("de").settingsTexts.resetFooter;

  it("offers opticians no footer reset: the server refuses it to them (403 'Keine Berechtigung')", () => {
    const html = sectionsFor("optician");
    expect(html).toContain(editorTexts("de").settingsTexts.footer);
    expect(html).not.toContain(reset);
  });

  it("offers admins the footer reset", () => {
    expect(sectionsFor("admin")).toContain(reset);
  });
});

describe("settings controls of editor-side section 3", () => {
  it("offer the home header colour, the white header in the phone menu and the footer bar colour (appearance.footer)", () => {
    const html = sectionsFor("admin");
    const s = editorTexts("de").settingsTexts;
    for (const label of [s.homeHeaderColor, s.whiteHeaderInMobileMenu, s.footerBarColor]) expect(html).toContain(label);
    expect(html).toContain(s.sameAsOtherPages);
  });
});

describe("the booking button's links shown (editor-side section 3: email, phone, page)", () => {
  const s = editorTexts("de").settingsTexts;
  it("offers a switch for each other way to book; its value shows only while it is switched on", () => {
    const off = sectionsFor("optician");
    for (const label of [s.bookingLinks, s.bookingLinkEmail, s.bookingLinkPhone, s.bookingLinkPage]) expect(off).toContain(label);
    for (const label of [s.bookingEmail, s.bookingPhone, s.bookingPage]) expect(off).not.toContain(label);
    const settings = defaultSettings();
    const on = sectionsFor("optician", { ...settings, bookingButton: { ...settings.bookingButton, links: { email: true, phone: true, page: true } } });
    for (const label of [s.bookingEmail, s.bookingPhone, s.bookingPage, s.choosePage]) expect(on).toContain(label);
    expect(on).toMatch(/type="email"/);
  });
});
