import { describe, expect, it } from "vitest";
import { isSpam } from "./honeypot";
import { CONTACT_LABELS, SPONSOR_LABELS } from "./labels";
import { announcement, BUTTON_LABELS, buttonLabel, FORM_LANGS, formLangOf, formMessages, HONEYPOT_MESSAGE, SPAM_MESSAGE, SUBMIT_STATES } from "./texts";
import { SPONSOR_PACKAGE_KEYS } from "./sponsor-packages";

describe("form language and messages", () => {
  it.each([
    ["de", "de"],
    ["fr", "fr"],
    ["it", "it"],
    ["sr", "sr"],
    ["xx", "de"],
    ["", "de"],
  ])("locale %j uses %s", (locale, lang) => {
    expect(formLangOf(locale)).toBe(lang);
  });

  it.each(FORM_LANGS.filter((lang) => lang !== "de"))("%s: has every message, each translated (no German fallback)", (lang) => {
    const de = formMessages("de");
    const own = formMessages(lang);
    expect(Object.keys(own)).toEqual(Object.keys(de));
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      expect(own[key].trim(), key).not.toBe("");
      expect(own[key], key).not.toBe(de[key]);
    }
  });

  it("keeps the honeypot and spam wording verbatim", () => {
    expect([HONEYPOT_MESSAGE, SPAM_MESSAGE]).toEqual(["No input allowed in this field", "Spam detected"]);
  });
});

describe("button labels and announcements", () => {
  it.each(FORM_LANGS.flatMap((lang) => SUBMIT_STATES.map((state) => ({ lang, state }))))(
    "$lang: $state has its own label, the closed label wins",
    ({ lang, state }) => {
      expect(buttonLabel(lang, state)).toBe(BUTTON_LABELS[lang][state]);
      expect(buttonLabel(lang, state, true)).toBe(BUTTON_LABELS[lang].closed);
    },
  );

  it.each(FORM_LANGS)("%s: the five labels differ from each other and from the other language", (lang) => {
    const labels = Object.values(BUTTON_LABELS[lang]);
    expect(new Set(labels).size).toBe(5);
    const other = BUTTON_LABELS[lang === "de" ? "fr" : "de"];
    for (const [state, label] of Object.entries(BUTTON_LABELS[lang])) expect(label).not.toBe(other[state as keyof typeof other]);
  });

  it.each([
    { lang: "de", state: "idle", invalid: false, text: "" },
    { lang: "de", state: "idle", invalid: true, text: "Bitte prüfe die markierten Felder." },
    { lang: "de", state: "loading", invalid: false, text: "Wird gesendet …" },
    { lang: "de", state: "sent", invalid: false, text: "Danke" },
    { lang: "de", state: "error", invalid: false, text: "Das Senden hat nicht geklappt. Bitte versuche es gleich noch einmal." },
    { lang: "fr", state: "idle", invalid: true, text: "Veuillez vérifier les champs signalés." },
    { lang: "fr", state: "loading", invalid: true, text: "Envoi en cours …" },
    { lang: "fr", state: "sent", invalid: false, text: "Danke" },
    { lang: "fr", state: "error", invalid: false, text: "L’envoi n’a pas abouti. Veuillez réessayer dans un instant." },
  ] as const)("$lang: $state (invalid fields: $invalid) announces $text", ({ lang, state, invalid, text }) => {
    expect(announcement(lang, state, "Danke", invalid)).toBe(text);
  });
});

describe("honeypot on the server", () => {
  it.each([
    [{ website: "https://spam.example" }, true],
    [{ website: " x " }, true],
    [{ website: 1 }, true],
    [{ website: ["x"] }, true],
    [{ website: "" }, false],
    [{ website: "   " }, false],
    [{ website: null }, false],
    [{ website: undefined }, false],
    [{ company: "Brillen AG" }, false],
    [null, false],
    ["website=x", false],
    [[], false],
  ])("%j is spam: %s", (body, spam) => {
    expect(isSpam(body)).toBe(spam);
  });
});

describe("field labels", () => {
  it.each([
    { form: "contact", labels: CONTACT_LABELS },
    { form: "sponsor", labels: SPONSOR_LABELS },
  ])("$form: the same labels exist in de and fr, none empty", ({ labels }) => {
    expect(Object.keys(labels.fr)).toEqual(Object.keys(labels.de));
    for (const lang of FORM_LANGS) for (const text of Object.values(labels[lang])) expect(text.trim()).not.toBe("");
  });

  it("labels every field a visitor fills in", () => {
    const contactFields = [
      "anrede",
      "vorname",
      "nachname",
      "strasse",
      "plz",
      "ort",
      "telefon",
      "email",
      "dateOfBirth",
      "existingCustomer",
      "themes",
      "bevorzugterTermin",
      "bevorzugteUhrzeit",
      "fragenAnmerkungen",
      "frau",
      "herr",
      "divers",
      "ja",
      "nein",
    ];
    const sponsorFields = [
      ...SPONSOR_PACKAGE_KEYS,
      "numberOfPersons",
      "personsNames",
      "aspectNumberOfPersons",
      "aspectPersonsNames",
      "company",
      "contactName",
      "phone",
      "email",
    ];
    expect(Object.keys(CONTACT_LABELS.de)).toEqual(expect.arrayContaining(contactFields));
    expect(Object.keys(SPONSOR_LABELS.de)).toEqual(expect.arrayContaining(sponsorFields));
    expect(SPONSOR_LABELS.de.numberOfPersons).toContain("CHF 300");
    expect(SPONSOR_LABELS.fr.aspectNumberOfPersons).toContain("CHF 399");
  });
});
