import { z } from "zod";
import { honeypotSchema } from "./honeypot";
import type { VisitorTexts } from "../texts-in";
import { FORM_LANGS, formMessages } from "./messages";

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

/** The theme checkboxes' labels in the ten languages (decision 084). */
export const THEME_LABELS: VisitorTexts<Record<ContactTheme, string>> = {
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
  it: {
    glassDetermination: "Determinazione delle lenti",
    healthCheck: "Controllo della salute",
    eyeAnalysis: "Analisi degli occhi",
    drivingLearnerEyeTest: "Esame della vista per la licenza per allievo conducente",
    newContactLensFitting: "Nuovo adattamento di lenti a contatto",
    contactLensCheck: "Controllo delle lenti a contatto",
    contactLensSubscription: "Abbonamento lenti a contatto",
    directContactLensService: "Servizio diretto lenti a contatto",
    glassesAdvice: "Consulenza occhiali",
    glassesService: "Servizio occhiali",
    sunglassesAdvice: "Consulenza occhiali da sole",
    myopiaManagement: "Gestione della miopia",
    other: "Altro",
  },
  /** Rumantsch Grischun. */
  rm: {
    glassDetermination: "Determinaziun da las lentas",
    healthCheck: "Check da sanadad",
    eyeAnalysis: "Analisa dals egls",
    drivingLearnerEyeTest: "Test da la vista per la permissiun d'emprender",
    newContactLensFitting: "Nova adattaziun da lentas da contact",
    contactLensCheck: "Controlla da las lentas da contact",
    contactLensSubscription: "Abunament da lentas da contact",
    directContactLensService: "Servetsch direct da lentas da contact",
    glassesAdvice: "Cussegliaziun d'egliers",
    glassesService: "Servetsch d'egliers",
    sunglassesAdvice: "Cussegliaziun d'egliers da sulegl",
    myopiaManagement: "Management da la miopia",
    other: "Auter",
  },
  en: {
    glassDetermination: "Lens prescription",
    healthCheck: "Health check",
    eyeAnalysis: "Eye analysis",
    drivingLearnerEyeTest: "Eye test for the learner's permit",
    newContactLensFitting: "New contact lens fitting",
    contactLensCheck: "Contact lens check",
    contactLensSubscription: "Contact lens subscription",
    directContactLensService: "Contact lens direct service",
    glassesAdvice: "Glasses advice",
    glassesService: "Glasses service",
    sunglassesAdvice: "Sunglasses advice",
    myopiaManagement: "Myopia management",
    other: "Other",
  },
  sq: {
    glassDetermination: "Përcaktimi i xhamave",
    healthCheck: "Kontrolli i shëndetit",
    eyeAnalysis: "Analiza e syve",
    drivingLearnerEyeTest: "Testi i shikimit për lejen e nxënësit",
    newContactLensFitting: "Përshtatje e re e lenteve të kontaktit",
    contactLensCheck: "Kontrolli i lenteve të kontaktit",
    contactLensSubscription: "Abonimi për lentet e kontaktit",
    directContactLensService: "Shërbimi i drejtpërdrejtë i lenteve të kontaktit",
    glassesAdvice: "Këshillim për syze",
    glassesService: "Shërbim për syze",
    sunglassesAdvice: "Këshillim për syze dielli",
    myopiaManagement: "Menaxhimi i miopisë",
    other: "Tjetër",
  },
  /** Serbian in Latin script. */
  sr: {
    glassDetermination: "Određivanje dioptrije",
    healthCheck: "Zdravstveni pregled",
    eyeAnalysis: "Analiza očiju",
    drivingLearnerEyeTest: "Test vida za vozačku dozvolu",
    newContactLensFitting: "Novo prilagođavanje kontaktnih sočiva",
    contactLensCheck: "Kontrola kontaktnih sočiva",
    contactLensSubscription: "Pretplata na kontaktna sočiva",
    directContactLensService: "Direktni servis kontaktnih sočiva",
    glassesAdvice: "Savetovanje za naočare",
    glassesService: "Servis naočara",
    sunglassesAdvice: "Savetovanje za naočare za sunce",
    myopiaManagement: "Kontrola miopije",
    other: "Drugo",
  },
  hr: {
    glassDetermination: "Određivanje dioptrije",
    healthCheck: "Zdravstveni pregled",
    eyeAnalysis: "Analiza očiju",
    drivingLearnerEyeTest: "Test vida za vozačku dozvolu",
    newContactLensFitting: "Novo prilagođavanje kontaktnih leća",
    contactLensCheck: "Kontrola kontaktnih leća",
    contactLensSubscription: "Pretplata na kontaktne leće",
    directContactLensService: "Izravni servis kontaktnih leća",
    glassesAdvice: "Savjetovanje za naočale",
    glassesService: "Servis naočala",
    sunglassesAdvice: "Savjetovanje za sunčane naočale",
    myopiaManagement: "Upravljanje miopijom",
    other: "Drugo",
  },
  es: {
    glassDetermination: "Graduación de las lentes",
    healthCheck: "Control de salud",
    eyeAnalysis: "Análisis ocular",
    drivingLearnerEyeTest: "Examen visual para el permiso de aprendizaje",
    newContactLensFitting: "Nueva adaptación de lentes de contacto",
    contactLensCheck: "Control de lentes de contacto",
    contactLensSubscription: "Suscripción de lentes de contacto",
    directContactLensService: "Servicio directo de lentes de contacto",
    glassesAdvice: "Asesoramiento en gafas",
    glassesService: "Servicio de gafas",
    sunglassesAdvice: "Asesoramiento en gafas de sol",
    myopiaManagement: "Control de la miopía",
    other: "Otro",
  },
  pt: {
    glassDetermination: "Determinação das lentes",
    healthCheck: "Controlo de saúde",
    eyeAnalysis: "Análise ocular",
    drivingLearnerEyeTest: "Exame visual para a licença de aprendizagem",
    newContactLensFitting: "Nova adaptação de lentes de contacto",
    contactLensCheck: "Controlo de lentes de contacto",
    contactLensSubscription: "Assinatura de lentes de contacto",
    directContactLensService: "Serviço direto de lentes de contacto",
    glassesAdvice: "Aconselhamento em óculos",
    glassesService: "Serviço de óculos",
    sunglassesAdvice: "Aconselhamento em óculos de sol",
    myopiaManagement: "Gestão da miopia",
    other: "Outro",
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
