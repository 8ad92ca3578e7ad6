import { z } from "zod";
import { honeypotSchema } from "./honeypot";
import { FORM_LANGS, type FormLang, formMessages } from "./messages";

/** Appointment themes, each offered when its block option is on (visitor-side section 3). */
export const CONTACT_THEMES = [
  "glassDetermination",
  "healthCheck",
  "eyeAnalysis",
  "drivingLearnerEyeTest",
  "newContactLensFitting",
  "contactLensCheck",
  "contactLensSubscription",
  "directContactLensService",
  "glassesAdvice",
  "glassesService",
  "sunglassesAdvice",
  "myopiaManagement",
  "other",
] as const;
export type ContactTheme = (typeof CONTACT_THEMES)[number];
/** The salutations (anrede) and the existing-customer answers the schema accepts. */
export const ANREDEN = ["frau", "herr", "divers"] as const;
export const EXISTING_CUSTOMER = ["ja", "nein"] as const;
/** After a failure the contact form returns to idle after 3 s; after success it stays sent. */
export const CONTACT_ERROR_MS = 3_000;

/** The theme checkboxes' labels in de and fr. */
export const THEME_LABELS: Record<FormLang, Record<ContactTheme, string>> = {
  de: {
    glassDetermination: "Brillenglasbestimmung",
    healthCheck: "Gesundheitscheck",
    eyeAnalysis: "Augenanalyse",
    drivingLearnerEyeTest: "Sehtest für Lernfahrausweis",
    newContactLensFitting: "Neuanpassung Kontaktlinsen",
    contactLensCheck: "Kontaktlinsenkontrolle",
    contactLensSubscription: "Kontaktlinsen-Abo",
    directContactLensService: "Kontaktlinsen-Direktservice",
    glassesAdvice: "Brillenberatung",
    glassesService: "Brillenservice",
    sunglassesAdvice: "Sonnenbrillenberatung",
    myopiaManagement: "Myopie-Management",
    other: "Anderes",
  },
  fr: {
    glassDetermination: "Détermination des verres",
    healthCheck: "Contrôle de santé",
    eyeAnalysis: "Analyse des yeux",
    drivingLearnerEyeTest: "Examen de la vue pour le permis",
    newContactLensFitting: "Nouvelle adaptation de lentilles",
    contactLensCheck: "Contrôle des lentilles",
    contactLensSubscription: "Abonnement lentilles",
    directContactLensService: "Service direct lentilles",
    glassesAdvice: "Conseil lunettes",
    glassesService: "Service lunettes",
    sunglassesAdvice: "Conseil lunettes de soleil",
    myopiaManagement: "Gestion de la myopie",
    other: "Autre",
  },
};

/** The contact / appointment form's schema with messages in the locale's language; shared by browser and worker. */
export function contactFormSchema(locale: string) {
  const m = formMessages(locale);
  const text = (max: number, message = m.required) => z.string({ error: message }).trim().max(max, m.tooLong);
  const required = (max = 200) => text(max).min(1, m.required);
  const optional = (max = 200) => text(max, m.invalid).optional();
  // Only the fields below survive parsing: contactEmail, editorLang, appNameFallback and
  // confirmationEmailTranslations from the spec's client are stripped, so the recipient never comes from a request.
  return z.object({
    anrede: z.enum(ANREDEN, { error: m.anrede }),
    vorname: required(),
    nachname: required(),
    strasse: optional(),
    plz: required(10),
    ort: optional(),
    telefon: required(40),
    email: text(254, m.email).pipe(z.email({ error: m.email })),
    dateOfBirth: optional(20),
    existingCustomer: z.enum(EXISTING_CUSTOMER, { error: m.existingCustomer }),
    themes: z
      .array(z.enum(CONTACT_THEMES, { error: m.themes }), { error: m.themes })
      .min(1, m.themes)
      .max(CONTACT_THEMES.length, m.themes),
    bevorzugterTermin: required(100),
    bevorzugteUhrzeit: required(100),
    fragenAnmerkungen: optional(4_000),
    website: honeypotSchema(),
    lang: z.enum(FORM_LANGS).catch("de"),
  });
}
export type ContactForm = z.output<ReturnType<typeof contactFormSchema>>;
