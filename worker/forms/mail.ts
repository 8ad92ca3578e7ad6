import { formLangOf } from "../../common/forms/texts";
import type { Locale } from "../../common/locales";
import { textsIn, type VisitorTexts } from "../../common/texts-in";

export type FormName = "contact" | "aspectSponsorForm";
export type MailContent = { subject: string; text: string };

/** A confirmation mail's words in one language: the subject, the body around the fields, the booleans. */
type MailTexts = {
  titles: Record<FormName, string>;
  subject: (siteName: string, title: string) => string;
  greeting: string;
  thanks: string;
  details: string;
  yes: string;
  no: string;
};

/** The confirmation mail in the ten languages (decision 084): the visitor reads it in the page's language. */
const MAIL_TEXTS: VisitorTexts<MailTexts> = {
  de: {
    titles: { contact: "Kontakt- / Terminanfrage", aspectSponsorForm: "Sponsoring-Buchung" },
    subject: (site, title) => `${site}: Wir haben Ihre ${title} erhalten`,
    greeting: "Guten Tag",
    thanks: "Vielen Dank für Ihre Nachricht. Wir melden uns rasch bei Ihnen.",
    details: "Ihre Angaben:",
    yes: "ja",
    no: "nein",
  },
  fr: {
    titles: { contact: "Demande de contact / de rendez-vous", aspectSponsorForm: "Réservation de sponsoring" },
    subject: (site, title) => `${site} : nous avons bien reçu votre ${title.toLowerCase()}`,
    greeting: "Bonjour,",
    thanks: "Merci pour votre message. Nous vous répondrons rapidement.",
    details: "Vos indications :",
    yes: "oui",
    no: "non",
  },
  it: {
    titles: { contact: "Richiesta di contatto / di appuntamento", aspectSponsorForm: "Prenotazione di sponsorizzazione" },
    subject: (site, title) => `${site}: abbiamo ricevuto la sua ${title.toLowerCase()}`,
    greeting: "Buongiorno",
    thanks: "Grazie per il suo messaggio. Le risponderemo al più presto.",
    details: "I suoi dati:",
    yes: "sì",
    no: "no",
  },
  rm: {
    titles: { contact: "Dumonda da contact / da termin", aspectSponsorForm: "Reservaziun da sponsoring" },
    subject: (site, title) => `${site}: Nus avain retschavì Vossa ${title.toLowerCase()}`,
    greeting: "Bun di",
    thanks: "Grazia fitg per Voss messadi. Nus ans annunziain prest tar Vus.",
    details: "Vossas indicaziuns:",
    yes: "gea",
    no: "na",
  },
  en: {
    titles: { contact: "Contact / appointment request", aspectSponsorForm: "Sponsorship booking" },
    subject: (site, title) => `${site}: we have received your ${title.toLowerCase()}`,
    greeting: "Hello",
    thanks: "Thank you for your message. We will get back to you shortly.",
    details: "Your details:",
    yes: "yes",
    no: "no",
  },
  sq: {
    titles: { contact: "Kërkesë për kontakt / takim", aspectSponsorForm: "Rezervim sponsorizimi" },
    subject: (site, title) => `${site}: e morëm mesazhin tuaj (${title})`,
    greeting: "Përshëndetje",
    thanks: "Faleminderit për mesazhin tuaj. Do t'ju përgjigjemi së shpejti.",
    details: "Të dhënat tuaja:",
    yes: "po",
    no: "jo",
  },
  sr: {
    titles: { contact: "Zahtev za kontakt / termin", aspectSponsorForm: "Rezervacija sponzorstva" },
    subject: (site, title) => `${site}: primili smo vašu poruku (${title})`,
    greeting: "Poštovani,",
    thanks: "Hvala vam na poruci. Javićemo vam se uskoro.",
    details: "Vaši podaci:",
    yes: "da",
    no: "ne",
  },
  hr: {
    titles: { contact: "Zahtjev za kontakt / termin", aspectSponsorForm: "Rezervacija sponzorstva" },
    subject: (site, title) => `${site}: primili smo vašu poruku (${title})`,
    greeting: "Poštovani,",
    thanks: "Hvala vam na poruci. Javit ćemo vam se uskoro.",
    details: "Vaši podaci:",
    yes: "da",
    no: "ne",
  },
  es: {
    titles: { contact: "Solicitud de contacto / de cita", aspectSponsorForm: "Reserva de patrocinio" },
    subject: (site, title) => `${site}: hemos recibido su ${title.toLowerCase()}`,
    greeting: "Buenos días:",
    thanks: "Gracias por su mensaje. Le responderemos en breve.",
    details: "Sus datos:",
    yes: "sí",
    no: "no",
  },
  pt: {
    titles: { contact: "Pedido de contacto / de marcação", aspectSponsorForm: "Reserva de patrocínio" },
    subject: (site, title) => `${site}: recebemos a sua mensagem (${title})`,
    greeting: "Bom dia,",
    thanks: "Obrigado pela sua mensagem. Responderemos em breve.",
    details: "Os seus dados:",
    yes: "sim",
    no: "não",
  },
};

const mailTexts = (locale: string): MailTexts => textsIn(MAIL_TEXTS, formLangOf(locale));

/** A readable "label: value" list of the submitted fields (booleans as yes/no in the language, lists joined). */
export function fieldLines(payload: Record<string, unknown>, locale: string): string {
  const { yes, no } = mailTexts(locale);
  return Object.entries(payload)
    .filter(([key, value]) => key !== "website" && value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}: ${typeof value === "boolean" ? (value ? yes : no) : Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("\n");
}

/** The notification to the site's contact address (in German, the editors' default language). */
export function notificationMail(form: FormName, payload: Record<string, unknown>, locale: Locale, siteName: string): MailContent {
  const title = MAIL_TEXTS.de.titles[form];
  return {
    subject: `${title} über ${siteName}`,
    text: `Neue ${title} (Sprache: ${locale}).\n\n${fieldLines(payload, "de")}\n`,
  };
}

/** The confirmation to the sender, in the language of the page the form was sent from. */
export function confirmationMail(form: FormName, payload: Record<string, unknown>, locale: Locale, siteName: string): MailContent {
  const t = mailTexts(locale);
  return {
    subject: t.subject(siteName, t.titles[form]),
    text: `${t.greeting}\n\n${t.thanks}\n\n${t.details}\n${fieldLines(payload, locale)}\n\n${siteName}\n`,
  };
}
