import { z } from "zod";
import { honeypotSchema } from "./honeypot";
import { FORM_LANGS, formMessages } from "./texts";
import { CONTACT_THEMES, ANREDEN, EXISTING_CUSTOMER } from "./contact-fields";

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
