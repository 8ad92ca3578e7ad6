import { z } from "zod";
import { type FormLang, formMessages, HONEYPOT_MESSAGE } from "./messages";

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
/** After a failure the contact form returns to idle after 3 s; after success it stays sent. */
export const CONTACT_ERROR_MS = 3_000;

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

/** The contact / appointment form's schema, messages in the visitor's language; shared by browser and worker. */
export function contactFormSchema(lang: FormLang) {
  const m = formMessages(lang);
  const required = (max = 200) => z.string({ error: m.required }).trim().min(1, m.required).max(max);
  const optional = (max = 200) => z.string().trim().max(max).optional();
  return z.object({
    anrede: z.enum(["frau", "herr", "divers"], { error: m.anrede }),
    vorname: required(),
    nachname: required(),
    strasse: optional(),
    plz: required(10),
    ort: optional(),
    telefon: required(40),
    email: z.email({ error: m.email }).max(200),
    dateOfBirth: optional(20),
    existingCustomer: z.enum(["ja", "nein"], { error: m.existingCustomer }),
    themes: z.array(z.enum(CONTACT_THEMES), { error: m.themes }).min(1, m.themes).max(CONTACT_THEMES.length),
    bevorzugterTermin: required(100),
    bevorzugteUhrzeit: required(100),
    fragenAnmerkungen: optional(4_000),
    website: z.string().max(0, HONEYPOT_MESSAGE).default(""),
    lang: z.enum(["de", "fr"]).default(lang),
  });
}
export type ContactForm = z.output<ReturnType<typeof contactFormSchema>>;
