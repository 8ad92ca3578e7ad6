import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** Labels of the jobs, marketplace and booking views (de complete, fr mirrors, en for English pages). */
const de = {
  created: "Publiziert am",
  workQuota: "Pensum",
  cost: "Preis",
  branch: "Filiale",
  contactPerson: "Ansprechperson",
  phone: "Telefon",
  email: "E-Mail",
  toBePickedUp: "Nur Abholung",
  subjectToPostage: "Versand gegen Porto",
  askingPrice: "Preis verhandelbar",
  offering: "Angebot",
  searching: "Gesucht",
  options: "Konditionen",
  images: (title: string) => `Bilder: ${title}`,
  previous: "Vorherige Bilder",
  next: "Nächste Bilder",
  imageOf: (n: number, total: number) => `Bild ${n} von ${total}`,
  book: "Termin buchen",
  bookingTitle: "Online-Terminbuchung",
  close: "Schliessen",
};
export type ListTexts = typeof de;

const fr: ListTexts = {
  created: "Publié le",
  workQuota: "Taux d'occupation",
  cost: "Prix",
  branch: "Succursale",
  contactPerson: "Personne de contact",
  phone: "Téléphone",
  email: "E-mail",
  toBePickedUp: "À retirer sur place",
  subjectToPostage: "Envoi contre frais de port",
  askingPrice: "Prix à discuter",
  offering: "Offre",
  searching: "Recherche",
  options: "Conditions",
  images: (title) => `Images : ${title}`,
  previous: "Images précédentes",
  next: "Images suivantes",
  imageOf: (n, total) => `Image ${n} sur ${total}`,
  book: "Prendre rendez-vous",
  bookingTitle: "Réservation en ligne",
  close: "Fermer",
};

const en: ListTexts = {
  created: "Published on",
  workQuota: "Work quota",
  cost: "Price",
  branch: "Branch",
  contactPerson: "Contact person",
  phone: "Phone",
  email: "Email",
  toBePickedUp: "Pick-up only",
  subjectToPostage: "Shipping at cost",
  askingPrice: "Price negotiable",
  offering: "Offer",
  searching: "Wanted",
  options: "Terms",
  images: (title) => `Images: ${title}`,
  previous: "Previous images",
  next: "Next images",
  imageOf: (n, total) => `Image ${n} of ${total}`,
  book: "Book an appointment",
  bookingTitle: "Online booking",
  close: "Close",
};

/** The list and booking labels for a page language (German for anything unknown). */
export function listTexts(locale: Locale): ListTexts {
  return textsIn({ de, fr, en }, locale, "de");
}
