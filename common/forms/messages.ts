/** Form texts in de and fr: validation messages, button labels per state, theme labels. */
export type FormLang = "de" | "fr";
export const formLangOf = (locale: string): FormLang => (locale === "fr" ? "fr" : "de");

/** The honeypot messages are the spec's own wording, the same in every language. */
export const HONEYPOT_MESSAGE = "No input allowed in this field";
export const SPAM_MESSAGE = "Spam detected";

const de = {
  required: "Dieses Feld ist erforderlich",
  email: "Bitte gib eine gültige E-Mail-Adresse ein",
  phone: "Bitte gib eine gültige Telefonnummer ein",
  personsCount: "Die Anzahl Personen muss 0 oder grösser sein",
  personsNames: "Bitte gib die Namen aller Personen an",
  anrede: "Bitte wähle eine Anrede",
  existingCustomer: "Bitte wähle Ja oder Nein",
  themes: "Bitte wähle mindestens ein Thema",
};
export type FormMessages = typeof de;
const fr: FormMessages = {
  required: "Ce champ est obligatoire",
  email: "Veuillez saisir une adresse e-mail valide",
  phone: "Veuillez saisir un numéro de téléphone valide",
  personsCount: "Le nombre de personnes doit être 0 ou plus",
  personsNames: "Veuillez indiquer les noms de toutes les personnes",
  anrede: "Veuillez choisir une civilité",
  existingCustomer: "Veuillez choisir oui ou non",
  themes: "Veuillez choisir au moins un thème",
};

/** Validation messages of one language. */
export const formMessages = (lang: FormLang): FormMessages => (lang === "fr" ? fr : de);

export type SubmitState = "idle" | "loading" | "sent" | "error";
/** Submit button labels per state, plus the sponsor form's closed label. */
export const BUTTON_LABELS: Record<FormLang, Record<SubmitState | "closed", string>> = {
  de: { idle: "Absenden", loading: "Wird gesendet …", sent: "Gesendet", error: "Fehler – bitte erneut versuchen", closed: "Buchung geschlossen" },
  fr: { idle: "Envoyer", loading: "Envoi en cours …", sent: "Envoyé", error: "Erreur – veuillez réessayer", closed: "Réservation fermée" },
};
