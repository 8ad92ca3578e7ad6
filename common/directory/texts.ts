import type { Locale } from "../locales";
import { textsIn, type VisitorTexts } from "../texts-in";

/** Texts of the business directory and the branch contact views in the ten languages (decision 084). */
const de = {
  searchLabel: "Suche nach Name, Ort oder PLZ",
  searchPlaceholder: "z. B. Bern oder 3011",
  resultCount: (count: number) => (count === 1 ? "1 Betrieb" : `${count} Betriebe`),
  noResults: "Keine Betriebe gefunden. Bitte Suchbegriff anpassen.",
  letterIndex: "Buchstaben-Index",
  jumpTo: (letter: string) => `Zu ${letter} springen`,
  branches: "Filialen",
  branchesOf: (name: string) => `Filialen von ${name}`,
  specialHours: "Besondere Öffnungszeiten",
  today: "heute",
  logo: "Logo",
  hoursLoading: "Öffnungszeiten werden geladen …",
  hoursFailed: "Die Öffnungszeiten konnten nicht geladen werden. Öffnen Sie den Eintrag später noch einmal.",
};
export type DirectoryTexts = typeof de;

const fr: DirectoryTexts = {
  searchLabel: "Rechercher par nom, localité ou NPA",
  searchPlaceholder: "p. ex. Berne ou 3011",
  resultCount: (count) => (count === 1 ? "1 entreprise" : `${count} entreprises`),
  noResults: "Aucune entreprise trouvée. Veuillez modifier votre recherche.",
  letterIndex: "Index alphabétique",
  jumpTo: (letter) => `Aller à ${letter}`,
  branches: "Succursales",
  branchesOf: (name) => `Succursales de ${name}`,
  specialHours: "Horaires particuliers",
  today: "aujourd'hui",
  logo: "Logo",
  hoursLoading: "Chargement des horaires …",
  hoursFailed: "Les horaires n'ont pas pu être chargés. Rouvrez l'entrée plus tard.",
};

const en: DirectoryTexts = {
  searchLabel: "Search by name, town or postcode",
  searchPlaceholder: "e.g. Bern or 3011",
  resultCount: (count) => (count === 1 ? "1 business" : `${count} businesses`),
  noResults: "No businesses found. Please change your search.",
  letterIndex: "Letter index",
  jumpTo: (letter) => `Jump to ${letter}`,
  branches: "Branches",
  branchesOf: (name) => `Branches of ${name}`,
  specialHours: "Special opening hours",
  today: "today",
  logo: "Logo",
  hoursLoading: "Loading opening hours …",
  hoursFailed: "The opening hours could not be loaded. Open the entry again later.",
};

const it: DirectoryTexts = {
  searchLabel: "Cerca per nome, località o NPA",
  searchPlaceholder: "p. es. Berna o 3011",
  resultCount: (count) => (count === 1 ? "1 azienda" : `${count} aziende`),
  noResults: "Nessuna azienda trovata. Modifica la ricerca.",
  letterIndex: "Indice alfabetico",
  jumpTo: (letter) => `Vai a ${letter}`,
  branches: "Succursali",
  branchesOf: (name) => `Succursali di ${name}`,
  specialHours: "Orari speciali",
  today: "oggi",
  logo: "Logo",
  hoursLoading: "Caricamento degli orari …",
  hoursFailed: "Non è stato possibile caricare gli orari. Riaprite la voce più tardi.",
};

/** Rumantsch Grischun. */
const rm: DirectoryTexts = {
  searchLabel: "Tschertgar tenor num, lieu u NPA",
  searchPlaceholder: "p. ex. Berna u 3011",
  resultCount: (count) => (count === 1 ? "1 manaschi" : `${count} manaschis`),
  noResults: "Chattà nagins manaschis. Adatta per plaschair la tschertga.",
  letterIndex: "Index alfabetic",
  jumpTo: (letter) => `Siglir a ${letter}`,
  branches: "Filialas",
  branchesOf: (name) => `Filialas da ${name}`,
  specialHours: "Uras d'avertura spezialas",
  today: "oz",
  logo: "Logo",
  hoursLoading: "Las uras d'avertura vegnan chargiadas …",
  hoursFailed: "Las uras d'avertura n'han betg pudì vegnir chargiadas. Avri l'inscripziun pli tard anc ina giada.",
};

const sq: DirectoryTexts = {
  searchLabel: "Kërko sipas emrit, vendit ose kodit postar",
  searchPlaceholder: "p.sh. Berna ose 3011",
  resultCount: (count) => (count === 1 ? "1 biznes" : `${count} biznese`),
  noResults: "Nuk u gjet asnjë biznes. Ju lutemi ndryshoni kërkimin.",
  letterIndex: "Indeksi alfabetik",
  jumpTo: (letter) => `Shko te ${letter}`,
  branches: "Degët",
  branchesOf: (name) => `Degët e ${name}`,
  specialHours: "Orari i veçantë",
  today: "sot",
  logo: "Logoja",
  hoursLoading: "Oraret po ngarkohen …",
  hoursFailed: "Oraret nuk mund të ngarkoheshin. Hapeni sërish më vonë.",
};

/** Serbian in Latin script. */
const sr: DirectoryTexts = {
  searchLabel: "Pretraga po nazivu, mestu ili poštanskom broju",
  searchPlaceholder: "npr. Bern ili 3011",
  resultCount: (count) =>
    `${count} ${count % 10 === 1 && count % 100 !== 11 ? "firma" : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? "firme" : "firmi"}`,
  noResults: "Nije pronađena nijedna firma. Promenite pojam za pretragu.",
  letterIndex: "Abecedni indeks",
  jumpTo: (letter) => `Idi na ${letter}`,
  branches: "Filijale",
  branchesOf: (name) => `Filijale firme ${name}`,
  specialHours: "Posebno radno vreme",
  today: "danas",
  logo: "Logotip",
  hoursLoading: "Učitavanje radnog vremena …",
  hoursFailed: "Radno vreme nije moglo da se učita. Otvorite unos ponovo kasnije.",
};

const hr: DirectoryTexts = {
  searchLabel: "Pretraživanje po nazivu, mjestu ili poštanskom broju",
  searchPlaceholder: "npr. Bern ili 3011",
  resultCount: (count) =>
    `${count} ${count % 10 === 1 && count % 100 !== 11 ? "tvrtka" : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? "tvrtke" : "tvrtki"}`,
  noResults: "Nije pronađena nijedna tvrtka. Promijenite pojam za pretraživanje.",
  letterIndex: "Abecedni indeks",
  jumpTo: (letter) => `Idi na ${letter}`,
  branches: "Poslovnice",
  branchesOf: (name) => `Poslovnice tvrtke ${name}`,
  specialHours: "Posebno radno vrijeme",
  today: "danas",
  logo: "Logotip",
  hoursLoading: "Učitavanje radnog vremena …",
  hoursFailed: "Radno vrijeme nije se moglo učitati. Otvorite unos ponovno kasnije.",
};

const es: DirectoryTexts = {
  searchLabel: "Buscar por nombre, localidad o código postal",
  searchPlaceholder: "p. ej. Berna o 3011",
  resultCount: (count) => (count === 1 ? "1 empresa" : `${count} empresas`),
  noResults: "No se ha encontrado ninguna empresa. Modifique la búsqueda.",
  letterIndex: "Índice alfabético",
  jumpTo: (letter) => `Ir a la ${letter}`,
  branches: "Sucursales",
  branchesOf: (name) => `Sucursales de ${name}`,
  specialHours: "Horarios especiales",
  today: "hoy",
  logo: "Logotipo",
  hoursLoading: "Cargando el horario …",
  hoursFailed: "No se pudo cargar el horario. Vuelva a abrir la entrada más tarde.",
};

const pt: DirectoryTexts = {
  searchLabel: "Pesquisar por nome, localidade ou código postal",
  searchPlaceholder: "p. ex. Berna ou 3011",
  resultCount: (count) => (count === 1 ? "1 empresa" : `${count} empresas`),
  noResults: "Nenhuma empresa encontrada. Altere a pesquisa.",
  letterIndex: "Índice alfabético",
  jumpTo: (letter) => `Ir para ${letter}`,
  branches: "Filiais",
  branchesOf: (name) => `Filiais de ${name}`,
  specialHours: "Horários especiais",
  today: "hoje",
  logo: "Logótipo",
  hoursLoading: "A carregar o horário …",
  hoursFailed: "Não foi possível carregar o horário. Abra novamente a entrada mais tarde.",
};

const texts: VisitorTexts<DirectoryTexts> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

/** Directory texts of a page language. */
export function directoryTexts(locale: Locale): DirectoryTexts {
  return textsIn(texts, locale);
}
