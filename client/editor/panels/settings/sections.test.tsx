import { createStore, Provider } from "jotai";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EditorBoot } from "../../../../common/editor/boot";
import type { EditorRole } from "../../../../common/editor/permissions";
import { defaultSettings } from "../../../../common/settings";
import { editorTexts } from "../../i18n/texts";
import { bootAtom, textsAtom } from "../../state/store";
import { SettingsSections } from "./sections";
import { settingsAtom } from "./use-settings";

/** The settings panel's sections as an editor of `role` sees them (German). */
function sectionsFor(role: EditorRole): string {
  const store = createStore();
  store.set(bootAtom, { editorRole: role, language: "de", locale: "de" } as EditorBoot);
  store.set(textsAtom, editorTexts("de"));
  store.set(settingsAtom, defaultSettings());
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
