import { type FormLang, formLangOf } from "../../common/forms/messages";
import type { Locale } from "../../common/locales";

export type FormName = "contact" | "aspectSponsorForm";
export type MailContent = { subject: string; text: string };

const FORM_TITLE: Record<FormName, Record<FormLang, string>> = {
  contact: { de: "Kontakt- / Terminanfrage", fr: "Demande de contact / de rendez-vous" },
  aspectSponsorForm: { de: "Sponsoring-Buchung", fr: "Réservation de sponsoring" },
};
const lang = formLangOf;

/** A readable "label: value" list of the submitted fields (booleans as ja/nein, lists joined). */
export function fieldLines(payload: Record<string, unknown>, locale: string): string {
  const yes = lang(locale) === "fr" ? "oui" : "ja";
  const no = lang(locale) === "fr" ? "non" : "nein";
  return Object.entries(payload)
    .filter(([key, value]) => key !== "website" && value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}: ${typeof value === "boolean" ? (value ? yes : no) : Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("\n");
}

/** The notification to the site's contact address (in German, the editors' default language). */
export function notificationMail(form: FormName, payload: Record<string, unknown>, locale: Locale, siteName: string): MailContent {
  return {
    subject: `${FORM_TITLE[form].de} über ${siteName}`,
    text: `Neue ${FORM_TITLE[form].de} (Sprache: ${locale}).\n\n${fieldLines(payload, "de")}\n`,
  };
}

/** The confirmation to the sender, in the sender's language. */
export function confirmationMail(form: FormName, payload: Record<string, unknown>, locale: Locale, siteName: string): MailContent {
  if (lang(locale) === "fr") {
    return {
      subject: `${siteName} : nous avons bien reçu votre ${FORM_TITLE[form].fr.toLowerCase()}`,
      text: `Bonjour,\n\nMerci pour votre message. Nous vous répondrons rapidement.\n\nVos indications :\n${fieldLines(payload, "fr")}\n\n${siteName}\n`,
    };
  }
  return {
    subject: `${siteName}: Wir haben Ihre ${FORM_TITLE[form].de} erhalten`,
    text: `Guten Tag\n\nVielen Dank für Ihre Nachricht. Wir melden uns rasch bei Ihnen.\n\nIhre Angaben:\n${fieldLines(payload, "de")}\n\n${siteName}\n`,
  };
}
