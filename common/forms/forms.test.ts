import { describe, expect, it } from "vitest";
import { CONTACT_THEMES, contactFormSchema } from "./contact";
import { HONEYPOT_MESSAGE } from "./messages";
import { formatChf, sponsorFormSchema, sponsorTotal } from "./sponsor";

const sponsor = { company: "Brillen AG", contactName: "Lea Brunner", phone: "052 000 00 00", email: "lea@example.ch" };
const contact = {
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
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("sponsor form schema", () => {
  it("accepts a minimal valid booking and defaults packages and counts", () => {
    const parsed = sponsorFormSchema("de").parse(sponsor);
    expect(parsed).toMatchObject({ hauptsponsor: false, numberOfPersons: 0, aspectNumberOfPersons: 0, website: "", lang: "de" });
  });

  it.each([
    ["company", { company: "" }, "company: Dieses Feld ist erforderlich"],
    ["company spaces", { company: "   " }, "company: Dieses Feld ist erforderlich"],
    ["contactName", { contactName: "" }, "contactName: Dieses Feld ist erforderlich"],
    ["phone", { phone: "" }, "phone: Bitte gib eine gültige Telefonnummer ein"],
    ["email", { email: "lea@" }, "email: Bitte gib eine gültige E-Mail-Adresse ein"],
    ["negative persons", { numberOfPersons: -1 }, "numberOfPersons: Die Anzahl Personen muss 0 oder grösser sein"],
    ["negative aspect persons", { aspectNumberOfPersons: -2 }, "aspectNumberOfPersons: Die Anzahl Personen muss 0 oder grösser sein"],
    ["fractional persons", { numberOfPersons: 1.5, personsNames: "x" }, "numberOfPersons: Die Anzahl Personen muss 0 oder grösser sein"],
    ["names missing with persons", { numberOfPersons: 2 }, "personsNames: Bitte gib die Namen aller Personen an"],
    ["aspect names missing", { aspectNumberOfPersons: 1, aspectPersonsNames: " " }, "aspectPersonsNames: Bitte gib die Namen aller Personen an"],
    ["honeypot", { website: "https://spam.example" }, `website: ${HONEYPOT_MESSAGE}`],
    ["package not boolean", { hauptsponsor: "yes" }, "hauptsponsor: Invalid input: expected boolean, received string"],
  ])("rejects %s", (_name, change, message) => {
    expect(issuesOf(sponsorFormSchema("de").safeParse({ ...sponsor, ...change }))).toContain(message);
  });

  it.each([
    [{ numberOfPersons: 0 }],
    [{ numberOfPersons: 3, personsNames: "A, B, C" }],
    [{ aspectNumberOfPersons: 1, aspectPersonsNames: "D" }],
  ])("accepts persons rules %j", (change) => {
    expect(sponsorFormSchema("de").safeParse({ ...sponsor, ...change }).success).toBe(true);
  });

  it("speaks French, keeping the honeypot message verbatim", () => {
    const issues = issuesOf(sponsorFormSchema("fr").safeParse({ ...sponsor, company: "", website: "x" }));
    expect(issues).toEqual(["company: Ce champ est obligatoire", `website: ${HONEYPOT_MESSAGE}`]);
  });
});

describe("sponsor total", () => {
  it.each([
    [{}, 0],
    [{ hauptsponsor: true }, 29_000],
    [{ standprasenz6m: true, standprasenz9m: true }, 4_500],
    [{ stehlunch: true, stehlunch2: true }, 5_000],
    [{ nachmittagpause: true, vormittagspause: true }, 4_000],
    [{ numberOfPersons: 2 }, 600],
    [{ aspectNumberOfPersons: 3 }, 1_197],
    [{ hauptsponsor: true, numberOfPersons: 1, aspectNumberOfPersons: 1 }, 29_699],
    [{ numberOfPersons: -4 }, 0],
  ])("%j costs %d", (value, total) => {
    expect(sponsorTotal(value)).toBe(total);
  });

  it("formats in de-CH with an apostrophe as thousands separator", () => {
    expect(formatChf(29_699)).toMatch(/^29[’']699$/);
    expect(formatChf(0)).toBe("0");
  });
});

describe("contact form schema", () => {
  it("accepts a valid request and strips the fields the recipient must never come from", () => {
    const parsed = contactFormSchema("de").parse({ ...contact, contactEmail: "victim@example.com", appNameFallback: "x" });
    expect(parsed).not.toHaveProperty("contactEmail");
    expect(parsed).not.toHaveProperty("appNameFallback");
    expect(parsed.themes).toEqual(["healthCheck"]);
  });

  it.each([
    ["anrede missing", { anrede: undefined }, "anrede: Bitte wähle eine Anrede"],
    ["anrede unknown", { anrede: "dr" }, "anrede: Bitte wähle eine Anrede"],
    ["vorname", { vorname: "" }, "vorname: Dieses Feld ist erforderlich"],
    ["nachname", { nachname: " " }, "nachname: Dieses Feld ist erforderlich"],
    ["plz", { plz: "" }, "plz: Dieses Feld ist erforderlich"],
    ["telefon", { telefon: "" }, "telefon: Dieses Feld ist erforderlich"],
    ["email", { email: "no-at-sign" }, "email: Bitte gib eine gültige E-Mail-Adresse ein"],
    ["existingCustomer missing", { existingCustomer: undefined }, "existingCustomer: Bitte wähle Ja oder Nein"],
    ["existingCustomer unknown", { existingCustomer: "vielleicht" }, "existingCustomer: Bitte wähle Ja oder Nein"],
    ["no theme", { themes: [] }, "themes: Bitte wähle mindestens ein Thema"],
    ["unknown theme", { themes: ["tattoo"] }, "themes.0: Invalid option: expected one of \"glassDetermination\"|\"healthCheck\"|\"eyeAnalysis\"|\"drivingLearnerEyeTest\"|\"newContactLensFitting\"|\"contactLensCheck\"|\"contactLensSubscription\"|\"directContactLensService\"|\"glassesAdvice\"|\"glassesService\"|\"sunglassesAdvice\"|\"myopiaManagement\"|\"other\""],
    ["bevorzugterTermin", { bevorzugterTermin: "" }, "bevorzugterTermin: Dieses Feld ist erforderlich"],
    ["bevorzugteUhrzeit", { bevorzugteUhrzeit: "" }, "bevorzugteUhrzeit: Dieses Feld ist erforderlich"],
    ["honeypot", { website: "x" }, `website: ${HONEYPOT_MESSAGE}`],
  ])("rejects %s", (_name, change, message) => {
    expect(issuesOf(contactFormSchema("de").safeParse({ ...contact, ...change }))).toContain(message);
  });

  it.each(["dateOfBirth", "strasse", "ort", "fragenAnmerkungen"])("%s is optional", (field) => {
    expect(contactFormSchema("de").safeParse({ ...contact, [field]: undefined }).success).toBe(true);
    expect(contactFormSchema("de").safeParse({ ...contact, [field]: "Text" }).success).toBe(true);
  });

  it.each(["frau", "herr", "divers"])("accepts anrede %s", (anrede) => {
    expect(contactFormSchema("fr").safeParse({ ...contact, anrede }).success).toBe(true);
  });

  it("accepts every theme and speaks French", () => {
    expect(contactFormSchema("fr").safeParse({ ...contact, themes: [...CONTACT_THEMES] }).success).toBe(true);
    expect(issuesOf(contactFormSchema("fr").safeParse({ ...contact, themes: [] }))).toEqual(["themes: Veuillez choisir au moins un thème"]);
  });
});
