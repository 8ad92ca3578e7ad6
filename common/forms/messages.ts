import { type Lang, langIn, textsIn } from "../texts-in";

/** Form texts in de and fr: validation messages, button labels and announcements per submit state. */
export const FORM_LANGS = ["de", "fr"] as const satisfies readonly Lang[];
export type FormLang = (typeof FORM_LANGS)[number];

/** The form language of a site locale: French for fr, German for everything else. */
export const formLangOf = (locale: string): FormLang => langIn(FORM_LANGS, locale, "de");

/** The honeypot messages are the spec's own wording, the same in every language. */
export const HONEYPOT_MESSAGE = "No input allowed in this field";
export const SPAM_MESSAGE = "Spam detected";

const de = {
  required: "Dieses Feld ist erforderlich",
  email: "Bitte gib eine gültige E-Mail-Adresse ein",
  phone: "Bitte gib eine gültige Telefonnummer ein",
  personsCount: "Die Anzahl Personen muss 0 oder grösser sein",
  personsMax: "Bitte melde höchstens 500 Personen an",
  personsNames: "Bitte gib die Namen aller Personen an",
  anrede: "Bitte wähle eine Anrede",
  existingCustomer: "Bitte wähle Ja oder Nein",
  themes: "Bitte wähle mindestens ein Thema",
  tooLong: "Dieser Text ist zu lang",
  invalid: "Ungültige Eingabe",
};
export type FormMessages = typeof de;
const fr: FormMessages = {
  required: "Ce champ est obligatoire",
  email: "Veuillez saisir une adresse e-mail valide",
  phone: "Veuillez saisir un numéro de téléphone valide",
  personsCount: "Le nombre de personnes doit être 0 ou plus",
  personsMax: "Veuillez inscrire 500 personnes au maximum",
  personsNames: "Veuillez indiquer les noms de toutes les personnes",
  anrede: "Veuillez choisir une civilité",
  existingCustomer: "Veuillez choisir oui ou non",
  themes: "Veuillez choisir au moins un thème",
  tooLong: "Ce texte est trop long",
  invalid: "Saisie non valable",
};
const MESSAGES: Record<FormLang, FormMessages> = { de, fr };

/** Validation messages of one language (any other locale gets German). */
export const formMessages = (locale: string): FormMessages => textsIn(MESSAGES, formLangOf(locale));

export type SubmitState = "idle" | "loading" | "sent" | "error";
export const SUBMIT_STATES = ["idle", "loading", "sent", "error"] as const satisfies readonly SubmitState[];

/** Submit button labels per state, plus the sponsor form's closed label. */
export const BUTTON_LABELS: Record<FormLang, Record<SubmitState | "closed", string>> = {
  de: { idle: "Absenden", loading: "Wird gesendet …", sent: "Gesendet", error: "Fehler – bitte erneut versuchen", closed: "Buchung geschlossen" },
  fr: { idle: "Envoyer", loading: "Envoi en cours …", sent: "Envoyé", error: "Erreur – veuillez réessayer", closed: "Réservation fermée" },
};

/** The submit button's label: the closed label while booking is closed, otherwise the state's label. */
export function buttonLabel(locale: string, state: SubmitState, closed = false): string {
  const labels = textsIn(BUTTON_LABELS, formLangOf(locale));
  return closed ? labels.closed : labels[state];
}

/** What the live region announces; `sent` is per form, so each form passes its own thanks. */
const ANNOUNCEMENTS: Record<FormLang, { loading: string; error: string; invalid: string }> = {
  de: {
    loading: "Wird gesendet …",
    error: "Das Senden hat nicht geklappt. Bitte versuche es gleich noch einmal.",
    invalid: "Bitte prüfe die markierten Felder.",
  },
  fr: { loading: "Envoi en cours …", error: "L’envoi n’a pas abouti. Veuillez réessayer dans un instant.", invalid: "Veuillez vérifier les champs signalés." },
};

/** The live region's text for a state: loading, the form's thanks, the failure, or the invalid-fields hint. */
export function announcement(locale: string, state: SubmitState, sentText: string, invalid: boolean): string {
  const texts = textsIn(ANNOUNCEMENTS, formLangOf(locale));
  if (state === "loading") return texts.loading;
  if (state === "sent") return sentText;
  if (state === "error") return texts.error;
  return invalid ? texts.invalid : "";
}
