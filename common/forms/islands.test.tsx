import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactForm } from "../blocks/contact-form/contact-form";
import { SponsorForm } from "../blocks/aspect-sponsor-form/sponsor-form";
import { CONTACT_THEMES, THEME_LABELS } from "./contact-fields";
import { focusFirstInvalid } from "./focus-first-invalid";
import { CONTACT_LABELS, SPONSOR_LABELS } from "./labels";
import { BUTTON_LABELS, FORM_LANGS } from "./texts";
import { SPONSOR_PACKAGE_KEYS } from "./sponsor-packages";

// The islands render on the server first (no window there); these tests render them as the worker does.
const attrs = (html: string, selector: RegExp) => html.match(selector)?.[0] ?? "";
const labelledIds = (html: string) => [...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1] ?? "");
const inputIds = (html: string) => [...html.matchAll(/<(?:input|textarea)[^>]* id="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("contact form island on the server", () => {
  it.each(FORM_LANGS)("%s: labels every text field and offers only the themes switched on", (lang) => {
    const html = renderToString(<ContactForm lang={lang} themes={["healthCheck", "other"]} />);
    expect(labelledIds(html).sort()).toEqual(inputIds(html).sort());
    for (const key of ["vorname", "nachname", "plz", "telefon", "email", "bevorzugterTermin", "bevorzugteUhrzeit", "fragenAnmerkungen"] as const)
      expect(html).toContain(CONTACT_LABELS[lang][key]);
    const offered = CONTACT_THEMES.filter((theme) => html.includes(`value="${theme}"`));
    expect(offered).toEqual(["healthCheck", "other"]);
    expect(html).toContain(THEME_LABELS[lang].healthCheck);
    expect(html).toContain(`>${BUTTON_LABELS[lang].idle}</button>`);
    expect(html).toMatch(/<p class="form-status" role="status" aria-live="polite"><\/p>/);
  });

  it("hides the honeypot from people, keyboards and assistive technology", () => {
    const html = renderToString(<ContactForm lang="de" themes={[]} />);
    expect(attrs(html, /<div class="form-honeypot"[^>]*>/)).toContain('aria-hidden="true"');
    const input = attrs(html, /<input[^>]*name="website"[^>]*>/);
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autocomplete="off"/i); // React writes autoComplete; HTML attribute names ignore case
  });

  it("names the form by its title when one is given", () => {
    const html = renderToString(<ContactForm lang="fr" themes={[]} title="Prendre rendez-vous" />);
    const id = attrs(html, /<h2 id="[^"]+"/).slice(8, -1);
    expect(html).toContain(`aria-labelledby="${id}"`);
    expect(html).toContain(">Prendre rendez-vous</h2>");
    expect(renderToString(<ContactForm lang="fr" themes={[]} />)).not.toContain("aria-labelledby");
  });
});

describe("sponsor form island on the server", () => {
  it.each(FORM_LANGS)("%s: shows every package with its price, booked-out ones disabled, and a zero total", (lang) => {
    const html = renderToString(<SponsorForm lang={lang} booked={["standprasenz9m"]} closed={false} />);
    for (const key of SPONSOR_PACKAGE_KEYS) {
      const box = attrs(html, new RegExp(`<input[^>]*name="${key}"[^>]*>`));
      expect(box.includes("disabled"), key).toBe(key === "standprasenz9m");
    }
    expect(html).toContain(`${SPONSOR_LABELS[lang].hauptsponsor}<!-- --> – <!-- -->CHF 29&#x27;000`);
    expect(html.replaceAll("<!-- -->", "")).toContain(`(${SPONSOR_LABELS[lang].bookedOut})`);
    expect(html).toMatch(/<output name="total">CHF 0<\/output>/);
    expect(labelledIds(html).sort()).toEqual(
      inputIds(html)
        .filter((id) => id.startsWith("field-"))
        .sort(),
    );
    expect(attrs(html, /<button[^>]*>/)).not.toContain("disabled");
  });

  it.each([
    { lang: "de", label: "Buchung geschlossen" },
    { lang: "fr", label: "Réservation fermée" },
  ] as const)("$lang: when booking is closed the button is disabled with the closed label", ({ lang, label }) => {
    const html = renderToString(<SponsorForm lang={lang} booked={[]} closed title="Sponsoring" />);
    expect(html).toMatch(new RegExp(`<button type="submit" class="button button--primary" disabled="">${label}</button>`));
    for (const key of SPONSOR_PACKAGE_KEYS) expect(attrs(html, new RegExp(`<input[^>]*name="${key}"[^>]*>`))).toContain("disabled");
    expect(html).toContain(">Sponsoring</h2>");
  });
});

describe("focusFirstInvalid", () => {
  const fake = (tagName: string, inner?: { focus: () => void }) => {
    const focused: string[] = [];
    const element = { tagName, focus: () => focused.push(tagName), querySelector: () => inner ?? null };
    return { form: { querySelector: () => element } as unknown as HTMLFormElement, focused };
  };

  it("focuses an invalid input itself", () => {
    const { form, focused } = fake("INPUT");
    focusFirstInvalid(form);
    expect(focused).toEqual(["INPUT"]);
  });

  it("focuses the first box of an invalid group", () => {
    const box: string[] = [];
    const { form, focused } = fake("FIELDSET", { focus: () => box.push("first box") });
    focusFirstInvalid(form);
    expect([focused, box]).toEqual([[], ["first box"]]);
  });

  it("does nothing without a form or an invalid field", () => {
    expect(() => focusFirstInvalid(null)).not.toThrow();
    expect(() => focusFirstInvalid({ querySelector: () => null } as unknown as HTMLFormElement)).not.toThrow();
  });
});
