import { describe, expect, it } from "vitest";
import { HONEYPOT_MESSAGE } from "./texts";
import { sponsorFormSchema } from "./sponsor";
import {
  MAX_PERSONS,
  PRICE_PER_ASPECT_PERSON,
  PRICE_PER_PERSON,
  SPONSOR_FEEDBACK_MS,
  SPONSOR_PACKAGE_KEYS,
  SPONSOR_PACKAGES,
  sponsorTotal,
} from "./sponsor-packages";
import { inBothLangs, issuesOf, longText, rules } from "./test-helpers";

const valid = { company: "Brillen AG", contactName: "Lea Brunner", phone: "052 000 00 00", email: "lea@example.ch" };
const check = (lang: string, change: Record<string, unknown>) => issuesOf(sponsorFormSchema(lang).safeParse({ ...valid, ...change }));
const COUNTS = ["numberOfPersons", "aspectNumberOfPersons"] as const;
const NAMES = { numberOfPersons: "personsNames", aspectNumberOfPersons: "aspectPersonsNames" } as const;

describe("sponsor form schema: accepted input", () => {
  it("accepts the required fields alone and fills in the defaults", () => {
    expect(sponsorFormSchema("de").parse(valid)).toEqual({
      ...valid,
      ...Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, false])),
      numberOfPersons: 0,
      personsNames: "",
      aspectNumberOfPersons: 0,
      aspectPersonsNames: "",
      website: "",
      lang: "de",
    });
  });

  it.each([
    { change: { company: "  Brillen AG  " }, field: "company", out: "Brillen AG" },
    { change: { contactName: " Lea " }, field: "contactName", out: "Lea" },
    { change: { phone: " +41 52 000 00 00 " }, field: "phone", out: "+41 52 000 00 00" },
    { change: { email: " lea@example.ch " }, field: "email", out: "lea@example.ch" },
    { change: { numberOfPersons: 2, personsNames: " A, B " }, field: "personsNames", out: "A, B" },
  ])("trims $field", ({ change, field, out }) => {
    expect(sponsorFormSchema("de").parse({ ...valid, ...change })).toHaveProperty(field, out);
  });

  it.each(SPONSOR_PACKAGE_KEYS.flatMap((key) => [true, false].map((value) => ({ key, value }))))("package $key accepts $value", ({ key, value }) => {
    expect(sponsorFormSchema("de").parse({ ...valid, [key]: value })[key]).toBe(value);
  });

  it.each(COUNTS.flatMap((field) => [0, 1, 42, MAX_PERSONS].map((value) => ({ field, value }))))("$field accepts $value (with names)", ({ field, value }) => {
    expect(check("de", { [field]: value, [NAMES[field]]: "A" })).toEqual([]);
  });

  it.each([
    { lang: "de", sent: "fr", out: "fr" },
    { lang: "fr", sent: "de", out: "de" },
    { lang: "de", sent: undefined, out: "de" },
    { lang: "fr", sent: undefined, out: "de" },
    { lang: "de", sent: "it", out: "it" },
    { lang: "de", sent: "xx", out: "de" },
  ])("lang $sent becomes $out (schema in $lang)", ({ lang, sent, out }) => {
    expect(sponsorFormSchema(lang).parse({ ...valid, lang: sent }).lang).toBe(out);
  });

  it("strips fields it does not know", () => {
    const parsed = sponsorFormSchema("de").parse({ ...valid, contactEmail: "victim@example.com", total: 1, editorLang: "de" });
    expect(parsed).not.toHaveProperty("contactEmail");
    expect(parsed).not.toHaveProperty("total");
    expect(parsed).not.toHaveProperty("editorLang");
  });
});

describe("sponsor form schema: rules and messages in de and fr", () => {
  it.each(
    inBothLangs([
      ...SPONSOR_PACKAGE_KEYS.flatMap((key) => rules(key, ["yes", 1, null], "invalid")),
      ...COUNTS.flatMap((field) => rules(field, [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "2", null], "personsCount", { [NAMES[field]]: "A" })),
      ...COUNTS.flatMap((field) => rules(field, [MAX_PERSONS + 1], "personsMax", { [NAMES[field]]: "A" })),
      ...COUNTS.flatMap((field) => rules(NAMES[field], [undefined, "", "   "], "personsNames", { [field]: 1 })),
      ...COUNTS.flatMap((field) => rules(NAMES[field], [longText(2_001)], "tooLong", { [field]: 1 })),
      ...["company", "contactName"].flatMap((field) => [...rules(field, [undefined, "", "   ", 7], "required"), ...rules(field, [longText(201)], "tooLong")]),
      ...rules("phone", [undefined, "", "  ", 52], "phone"),
      ...rules("phone", [longText(41)], "tooLong"),
      ...rules("email", [undefined, "", "lea", "lea@", "lea@example", "@example.ch", "lea example@x.ch"], "email"),
      ...rules("email", [`${longText(250)}@x.ch`], "tooLong"),
    ]),
  )("$lang: $field = $value is rejected with the $message message", ({ lang, field, value, also, text }) => {
    expect(check(lang, { ...also, [field]: value })).toEqual([`${field}: ${text}`]);
  });

  it.each(
    COUNTS.flatMap((field) => [
      { field, count: 0, names: undefined },
      { field, count: 0, names: "" },
      { field, count: 1, names: "Lea" },
      { field, count: 3, names: "Lea, Marc, Anna" },
    ]),
  )("$field = $count with names $names is accepted", ({ field, count, names }) => {
    expect(check("de", { [field]: count, [NAMES[field]]: names })).toEqual([]);
  });

  it.each(["de", "fr"])("%s: a filled honeypot gets the verbatim message", (lang) => {
    for (const website of ["https://spam.example", " ", 1]) expect(check(lang, { website })).toEqual([`website: ${HONEYPOT_MESSAGE}`]);
    expect(check(lang, { website: "" })).toEqual([]);
  });

  it("reports every broken rule at once", () => {
    expect(check("fr", { company: "", email: "x", numberOfPersons: 2, website: "x" })).toEqual([
      "company: Ce champ est obligatoire",
      "email: Veuillez saisir une adresse e-mail valide",
      `website: ${HONEYPOT_MESSAGE}`,
      "personsNames: Veuillez indiquer les noms de toutes les personnes",
    ]);
  });
});

describe("sponsor prices and total", () => {
  it("has the spec's prices in CHF and feedback time", () => {
    expect(SPONSOR_PACKAGES).toEqual({
      hauptsponsor: 29_000,
      standprasenz6m: 1_800,
      standprasenz9m: 2_700,
      stehlunch: 2_500,
      stehlunch2: 2_500,
      nachmittagpause: 2_000,
      vormittagspause: 2_000,
    });
    expect([PRICE_PER_PERSON, PRICE_PER_ASPECT_PERSON, SPONSOR_FEEDBACK_MS]).toEqual([300, 399, 2_000]);
  });

  it.each([
    { value: {}, total: 0 },
    ...SPONSOR_PACKAGE_KEYS.map((key) => ({ value: { [key]: true }, total: SPONSOR_PACKAGES[key] })),
    ...SPONSOR_PACKAGE_KEYS.map((key) => ({ value: { [key]: false }, total: 0 })),
    { value: { stehlunch: true, stehlunch2: true }, total: 5_000 },
    { value: Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, true])), total: 42_500 },
    { value: { numberOfPersons: 2 }, total: 600 },
    { value: { aspectNumberOfPersons: 3 }, total: 1_197 },
    { value: { hauptsponsor: true, numberOfPersons: 1, aspectNumberOfPersons: 1 }, total: 29_699 },
    { value: { vormittagspause: true, numberOfPersons: 10, aspectNumberOfPersons: 10 }, total: 8_990 },
    { value: { numberOfPersons: -4, aspectNumberOfPersons: -1 }, total: 0 },
    { value: { numberOfPersons: 2.7 }, total: 600 },
    { value: { numberOfPersons: Number.NaN, aspectNumberOfPersons: Number.POSITIVE_INFINITY }, total: 0 },
  ])("$value costs $total", ({ value, total }) => {
    expect(sponsorTotal(value)).toBe(total);
  });
});
