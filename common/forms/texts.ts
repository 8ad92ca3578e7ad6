import { LOCALES } from "../locale-list";
import { langIn, textsIn, type VisitorTexts } from "../texts-in";

/** Form texts in the ten languages (decision 084): validation messages, button labels and announcements per submit state. */
export const FORM_LANGS = LOCALES;
export type FormLang = (typeof FORM_LANGS)[number];

/** The form language of a language name from the wire: the page's own, German for a value that is none of the ten. */
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
const it: FormMessages = {
  required: "Questo campo è obbligatorio",
  email: "Inserisci un indirizzo e-mail valido",
  phone: "Inserisci un numero di telefono valido",
  personsCount: "Il numero di persone deve essere 0 o maggiore",
  personsMax: "Iscrivi al massimo 500 persone",
  personsNames: "Indica i nomi di tutte le persone",
  anrede: "Scegli un appellativo",
  existingCustomer: "Scegli sì o no",
  themes: "Scegli almeno un tema",
  tooLong: "Questo testo è troppo lungo",
  invalid: "Dato non valido",
};
/** Rumantsch Grischun. */
const rm: FormMessages = {
  required: "Quest champ è obligatoric",
  email: "Endatescha per plaschair ina adressa d'e-mail valida",
  phone: "Endatescha per plaschair in numer da telefon valid",
  personsCount: "Il dumber da persunas sto esser 0 u dapli",
  personsMax: "Annunzia per plaschair maximalmain 500 persunas",
  personsNames: "Inditgescha per plaschair ils nums da tut las persunas",
  anrede: "Tscherna per plaschair ina allocuziun",
  existingCustomer: "Tscherna per plaschair gea u na",
  themes: "Tscherna per plaschair almain in tema",
  tooLong: "Quest text è memia lung",
  invalid: "Endataziun nunvalida",
};
const en: FormMessages = {
  required: "This field is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  personsCount: "The number of persons must be 0 or more",
  personsMax: "Please register at most 500 persons",
  personsNames: "Please give the names of all persons",
  anrede: "Please choose a salutation",
  existingCustomer: "Please choose yes or no",
  themes: "Please choose at least one topic",
  tooLong: "This text is too long",
  invalid: "Invalid input",
};
const sq: FormMessages = {
  required: "Kjo fushë është e detyrueshme",
  email: "Ju lutemi shkruani një adresë emaili të vlefshme",
  phone: "Ju lutemi shkruani një numër telefoni të vlefshëm",
  personsCount: "Numri i personave duhet të jetë 0 ose më shumë",
  personsMax: "Ju lutemi regjistroni jo më shumë se 500 persona",
  personsNames: "Ju lutemi shkruani emrat e të gjithë personave",
  anrede: "Ju lutemi zgjidhni një formë përshëndetjeje",
  existingCustomer: "Ju lutemi zgjidhni po ose jo",
  themes: "Ju lutemi zgjidhni të paktën një temë",
  tooLong: "Ky tekst është shumë i gjatë",
  invalid: "Të dhëna të pavlefshme",
};
/** Serbian in Latin script. */
const sr: FormMessages = {
  required: "Ovo polje je obavezno",
  email: "Unesite ispravnu adresu e-pošte",
  phone: "Unesite ispravan broj telefona",
  personsCount: "Broj osoba mora biti 0 ili veći",
  personsMax: "Prijavite najviše 500 osoba",
  personsNames: "Navedite imena svih osoba",
  anrede: "Izaberite oslovljavanje",
  existingCustomer: "Izaberite da ili ne",
  themes: "Izaberite bar jednu temu",
  tooLong: "Ovaj tekst je predugačak",
  invalid: "Neispravan unos",
};
const hr: FormMessages = {
  required: "Ovo je polje obavezno",
  email: "Unesite valjanu adresu e-pošte",
  phone: "Unesite valjan broj telefona",
  personsCount: "Broj osoba mora biti 0 ili veći",
  personsMax: "Prijavite najviše 500 osoba",
  personsNames: "Navedite imena svih osoba",
  anrede: "Odaberite oslovljavanje",
  existingCustomer: "Odaberite da ili ne",
  themes: "Odaberite barem jednu temu",
  tooLong: "Ovaj je tekst predug",
  invalid: "Neispravan unos",
};
const es: FormMessages = {
  required: "Este campo es obligatorio",
  email: "Introduzca una dirección de correo electrónico válida",
  phone: "Introduzca un número de teléfono válido",
  personsCount: "El número de personas debe ser 0 o mayor",
  personsMax: "Inscriba como máximo a 500 personas",
  personsNames: "Indique los nombres de todas las personas",
  anrede: "Elija un tratamiento",
  existingCustomer: "Elija sí o no",
  themes: "Elija al menos un tema",
  tooLong: "Este texto es demasiado largo",
  invalid: "Entrada no válida",
};
const pt: FormMessages = {
  required: "Este campo é obrigatório",
  email: "Introduza um endereço de e-mail válido",
  phone: "Introduza um número de telefone válido",
  personsCount: "O número de pessoas tem de ser 0 ou superior",
  personsMax: "Inscreva no máximo 500 pessoas",
  personsNames: "Indique os nomes de todas as pessoas",
  anrede: "Escolha um tratamento",
  existingCustomer: "Escolha sim ou não",
  themes: "Escolha pelo menos um tema",
  tooLong: "Este texto é demasiado longo",
  invalid: "Entrada inválida",
};
const MESSAGES: VisitorTexts<FormMessages> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

/** Validation messages of one language. */
export const formMessages = (locale: string): FormMessages => textsIn(MESSAGES, formLangOf(locale));

export type SubmitState = "idle" | "loading" | "sent" | "error";
export const SUBMIT_STATES = ["idle", "loading", "sent", "error"] as const satisfies readonly SubmitState[];

/** Submit button labels per state, plus the sponsor form's closed label. */
export const BUTTON_LABELS: VisitorTexts<Record<SubmitState | "closed", string>> = {
  de: { idle: "Absenden", loading: "Wird gesendet …", sent: "Gesendet", error: "Fehler – bitte erneut versuchen", closed: "Buchung geschlossen" },
  fr: { idle: "Envoyer", loading: "Envoi en cours …", sent: "Envoyé", error: "Erreur – veuillez réessayer", closed: "Réservation fermée" },
  it: { idle: "Invia", loading: "Invio in corso …", sent: "Inviato", error: "Errore – riprova", closed: "Prenotazione chiusa" },
  rm: { idle: "Trametter", loading: "Vegn tramess …", sent: "Tramess", error: "Errur – emprova anc ina giada", closed: "Reservaziun serrada" },
  en: { idle: "Send", loading: "Sending …", sent: "Sent", error: "Error – please try again", closed: "Booking closed" },
  sq: { idle: "Dërgo", loading: "Po dërgohet …", sent: "U dërgua", error: "Gabim – provoni përsëri", closed: "Rezervimi është mbyllur" },
  sr: { idle: "Pošalji", loading: "Šalje se …", sent: "Poslato", error: "Greška – pokušajte ponovo", closed: "Prijave su zatvorene" },
  hr: { idle: "Pošalji", loading: "Šalje se …", sent: "Poslano", error: "Pogreška – pokušajte ponovno", closed: "Rezervacije su zatvorene" },
  es: { idle: "Enviar", loading: "Enviando …", sent: "Enviado", error: "Error: inténtelo de nuevo", closed: "Reservas cerradas" },
  pt: { idle: "Enviar", loading: "A enviar …", sent: "Enviado", error: "Erro – tente novamente", closed: "Reservas encerradas" },
};

/** The submit button's label: the closed label while booking is closed, otherwise the state's label. */
export function buttonLabel(locale: string, state: SubmitState, closed = false): string {
  const labels = textsIn(BUTTON_LABELS, formLangOf(locale));
  return closed ? labels.closed : labels[state];
}

/** What the live region announces; `sent` is per form, so each form passes its own thanks. */
const ANNOUNCEMENTS: VisitorTexts<{ loading: string; error: string; invalid: string }> = {
  de: {
    loading: "Wird gesendet …",
    error: "Das Senden hat nicht geklappt. Bitte versuche es gleich noch einmal.",
    invalid: "Bitte prüfe die markierten Felder.",
  },
  fr: { loading: "Envoi en cours …", error: "L’envoi n’a pas abouti. Veuillez réessayer dans un instant.", invalid: "Veuillez vérifier les champs signalés." },
  it: { loading: "Invio in corso …", error: "L'invio non è riuscito. Riprova tra un momento.", invalid: "Controlla i campi evidenziati." },
  rm: {
    loading: "Vegn tramess …",
    error: "La spediziun n'è betg reussida. Emprova per plaschair anc ina giada en in mument.",
    invalid: "Controllescha per plaschair ils champs marcads.",
  },
  en: { loading: "Sending …", error: "Sending did not work. Please try again in a moment.", invalid: "Please check the marked fields." },
  sq: { loading: "Po dërgohet …", error: "Dërgimi nuk u krye. Ju lutemi provoni përsëri pas pak.", invalid: "Ju lutemi kontrolloni fushat e shënuara." },
  sr: { loading: "Šalje se …", error: "Slanje nije uspelo. Pokušajte ponovo za trenutak.", invalid: "Proverite označena polja." },
  hr: { loading: "Šalje se …", error: "Slanje nije uspjelo. Pokušajte ponovno za trenutak.", invalid: "Provjerite označena polja." },
  es: { loading: "Enviando …", error: "No se ha podido enviar. Vuelva a intentarlo en un momento.", invalid: "Revise los campos marcados." },
  pt: { loading: "A enviar …", error: "Não foi possível enviar. Tente novamente dentro de momentos.", invalid: "Verifique os campos assinalados." },
};

/** The live region's text for a state: loading, the form's thanks, the failure, or the invalid-fields hint. */
export function announcement(locale: string, state: SubmitState, sentText: string, invalid: boolean): string {
  const texts = textsIn(ANNOUNCEMENTS, formLangOf(locale));
  if (state === "loading") return texts.loading;
  if (state === "sent") return sentText;
  if (state === "error") return texts.error;
  return invalid ? texts.invalid : "";
}
