import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact";
import { ANREDEN, CONTACT_ERROR_MS, CONTACT_THEMES, EXISTING_CUSTOMER, THEME_LABELS } from "./contact-fields";
import { FORM_LANGS, formMessages, HONEYPOT_MESSAGE } from "./texts";
import { inBothLangs, issuesOf, longText, rules } from "./test-helpers";

const valid = {
  anrede: "frau",
  vorname: "Lea",
  nachname: "Brunner",
  plz: "8400",
  telefon: "052 000 00 00",
  email: "lea@example.ch",
  existingCustomer: "nein",
  themes: ["healthCheck"],
  bevorzugterTermin: "Dienstag",
  bevorzugteUhrzeit: "Vormittag",
};
const check = (lang: string, change: Record<string, unknown>) => issuesOf(contactFormSchema(lang).safeParse({ ...valid, ...change }));
const REQUIRED_TEXT = [
  { field: "vorname", max: 200 },
  { field: "nachname", max: 200 },
  { field: "plz", max: 10 },
  { field: "telefon", max: 40 },
  { field: "bevorzugterTermin", max: 100 },
  { field: "bevorzugteUhrzeit", max: 100 },
];
const OPTIONAL_TEXT = [
  { field: "dateOfBirth", max: 20 },
  { field: "strasse", max: 200 },
  { field: "ort", max: 200 },
  { field: "fragenAnmerkungen", max: 4_000 },
];

describe("contact form schema: accepted input", () => {
  it("accepts the required fields alone, with the honeypot and lang defaulted", () => {
    expect(contactFormSchema("de").parse(valid)).toEqual({ ...valid, website: "", lang: "de" });
  });

  it("strips what the spec's client sends besides the fields: the recipient never comes from a request", () => {
    const extra = {
      contactEmail: "victim@example.com",
      editorLang: "fr",
      appNameFallback: "Optik",
      confirmationEmailTranslations: { subject: "x" },
      to: "x@example.com",
    };
    expect(contactFormSchema("fr").parse({ ...valid, ...extra, lang: "fr" })).toEqual({ ...valid, website: "", lang: "fr" });
  });

  it.each(ANREDEN.flatMap((anrede) => FORM_LANGS.map((lang) => ({ anrede, lang }))))("$lang: accepts anrede $anrede", ({ anrede, lang }) => {
    expect(check(lang, { anrede })).toEqual([]);
  });

  it.each(EXISTING_CUSTOMER)("accepts existingCustomer %s", (existingCustomer) => {
    expect(check("de", { existingCustomer })).toEqual([]);
  });

  it.each(CONTACT_THEMES)("accepts the theme %s alone", (theme) => {
    expect(check("de", { themes: [theme] })).toEqual([]);
  });

  it("accepts all themes together", () => {
    expect(check("fr", { themes: [...CONTACT_THEMES] })).toEqual([]);
  });

  it.each(OPTIONAL_TEXT.flatMap(({ field, max }) => [undefined, "", "2000-01-31", longText(max)].map((value) => ({ field, value }))))(
    "optional $field accepts $value",
    ({ field, value }) => {
      expect(check("de", { [field]: value })).toEqual([]);
    },
  );

  it.each(REQUIRED_TEXT.map(({ field, max }) => ({ field, value: longText(max) })))("$field accepts its maximum length", ({ field, value }) => {
    expect(check("de", { [field]: value })).toEqual([]);
  });

  it("trims text and the e-mail address", () => {
    const parsed = contactFormSchema("de").parse({ ...valid, vorname: " Lea ", email: " lea@example.ch ", ort: " Winterthur " });
    expect([parsed.vorname, parsed.email, parsed.ort]).toEqual(["Lea", "lea@example.ch", "Winterthur"]);
  });

  it.each([
    { sent: "fr", out: "fr" },
    { sent: "de", out: "de" },
    { sent: undefined, out: "de" },
    { sent: "it", out: "it" },
    { sent: "xx", out: "de" },
    { sent: 3, out: "de" },
  ])("lang $sent becomes $out", ({ sent, out }) => {
    expect(contactFormSchema("fr").parse({ ...valid, lang: sent }).lang).toBe(out);
  });
});

describe("contact form schema: rules and messages in de and fr", () => {
  it.each(
    inBothLangs([
      ...rules("anrede", [undefined, "", "dr", "Frau", 1], "anrede"),
      ...REQUIRED_TEXT.flatMap(({ field, max }) => [
        ...rules(field, [undefined, "", "   ", 8400], "required"),
        ...rules(field, [longText(max + 1)], "tooLong"),
      ]),
      ...rules("email", [undefined, "", "lea", "lea@", "lea@example", "@example.ch"], "email"),
      ...rules("email", [`${longText(250)}@x.ch`], "tooLong"),
      ...rules("existingCustomer", [undefined, "", "vielleicht", "Ja", true], "existingCustomer"),
      ...rules("themes", [undefined, [], "healthCheck", null, [...CONTACT_THEMES, "other"]], "themes"),
      ...OPTIONAL_TEXT.flatMap(({ field, max }) => [...rules(field, [1], "invalid"), ...rules(field, [longText(max + 1)], "tooLong")]),
    ]),
  )("$lang: $field = $value is rejected with the $message message", ({ lang, field, value, text }) => {
    expect(check(lang, { [field]: value })).toEqual([`${field}: ${text}`]);
  });

  it.each(FORM_LANGS)("%s: an unknown theme is reported at its position", (lang) => {
    expect(check(lang, { themes: ["healthCheck", "tattoo"] })).toEqual([`themes.1: ${formMessages(lang).themes}`]);
  });

  it.each(FORM_LANGS)("%s: a filled honeypot gets the verbatim message", (lang) => {
    for (const website of ["https://spam.example", " ", 1]) expect(check(lang, { website })).toEqual([`website: ${HONEYPOT_MESSAGE}`]);
    expect(check(lang, { website: "" })).toEqual([]);
  });

  it("reports every broken rule at once, in field order", () => {
    expect(check("fr", { anrede: undefined, email: "x", themes: [], website: "x" })).toEqual([
      "anrede: Veuillez choisir une civilité",
      "email: Veuillez saisir une adresse e-mail valide",
      "themes: Veuillez choisir au moins un thème",
      `website: ${HONEYPOT_MESSAGE}`,
    ]);
  });
});

describe("contact form constants", () => {
  it("returns to idle 3 s after a failure", () => {
    expect(CONTACT_ERROR_MS).toBe(3_000);
  });

  it.each(FORM_LANGS)("%s: every theme has its own label", (lang) => {
    const labels = CONTACT_THEMES.map((theme) => THEME_LABELS[lang][theme]);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(CONTACT_THEMES.length);
    expect(Object.keys(THEME_LABELS[lang]).sort()).toEqual([...CONTACT_THEMES].sort());
  });
});
