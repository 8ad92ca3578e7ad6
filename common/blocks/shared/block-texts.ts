import type { Locale } from "../../locales";
import { textsIn } from "../../texts-in";

/** Texts the block views render themselves: edit-mode placeholders, empty states, accessible labels (de complete, fr mirrors). */
const de = {
  missingContent: "Titel fehlt",
  missingLink: "Link fehlt",
  missingText: "Text fehlt",
  missingImage: "Bild fehlt",
  missingBookingLink: "Buchungslink fehlt",
  missingCoordinates: "Koordinaten fehlen",
  missingCourse: "Kein Platz gewählt: Lege eine Seitensammlung mit den Löchern an und wähle sie in den Optionen dieser Box unter «Platz».",
  missingAccount: "Instagram-Konto fehlt",
  videoUnavailable: "Video nicht verfügbar",
  youtubeUnavailable: "YouTube-Video nicht verfügbar",
  noReviews: "Keine Bewertungen gefunden",
  noInstagramPosts: "Keine Instagram-Beiträge verfügbar",
  loadMore: "Mehr laden",
  workQuota: "Pensum",
  date: "Datum",
  duration: "Dauer",
  cost: "Kosten",
  phone: "Telefon",
  email: "E-Mail",
  onInstagram: "Auf Instagram ansehen",
  rating: (value: string) => `${value} von 5 Sternen`,
  step: (n: number) => `Schritt ${n}`,
  directory: "Firmenverzeichnis",
  form: "Formular",
  video: "Video",
  booking: "Online buchen",
};
export type BlockTexts = typeof de;

const fr: BlockTexts = {
  missingContent: "Titre manquant",
  missingLink: "Lien manquant",
  missingText: "Texte manquant",
  missingImage: "Image manquante",
  missingBookingLink: "Lien de réservation manquant",
  missingCoordinates: "Coordonnées manquantes",
  missingCourse: "Aucun parcours choisi : crée une collection de pages avec les trous et choisis-la dans les options de ce bloc sous « Parcours ».",
  missingAccount: "Compte Instagram manquant",
  videoUnavailable: "Vidéo non disponible",
  youtubeUnavailable: "Vidéo YouTube non disponible",
  noReviews: "Aucun avis trouvé",
  noInstagramPosts: "Aucune publication Instagram disponible",
  loadMore: "Charger plus",
  workQuota: "Taux d'occupation",
  date: "Date",
  duration: "Durée",
  cost: "Coût",
  phone: "Téléphone",
  email: "E-mail",
  onInstagram: "Voir sur Instagram",
  rating: (value) => `${value} étoiles sur 5`,
  step: (n) => `Étape ${n}`,
  directory: "Annuaire des entreprises",
  form: "Formulaire",
  video: "Vidéo",
  booking: "Réserver en ligne",
};

/** English pages keep the spec's own wording of the empty states. */
const en: BlockTexts = {
  missingContent: "Title missing",
  missingLink: "Link missing",
  missingText: "Text missing",
  missingImage: "Image missing",
  missingBookingLink: "Booking link missing",
  missingCoordinates: "Coordinates missing",
  missingCourse: "No course chosen: create a page collection with the holes and choose it under “Course” in this block's options.",
  missingAccount: "Instagram account missing",
  videoUnavailable: "Video not available",
  youtubeUnavailable: "YouTube video not available",
  noReviews: "No reviews found",
  noInstagramPosts: "No Instagram posts available",
  loadMore: "Load more",
  workQuota: "Workload",
  date: "Date",
  duration: "Duration",
  cost: "Cost",
  phone: "Phone",
  email: "Email",
  onInstagram: "View on Instagram",
  rating: (value) => `${value} of 5 stars`,
  step: (n) => `Step ${n}`,
  directory: "Business directory",
  form: "Form",
  video: "Video",
  booking: "Book online",
};

/** Block texts of a locale; languages without their own texts fall back to German like the visitor dictionary. */
export function blockTexts(locale: Locale): BlockTexts {
  return textsIn({ de, fr, en }, locale, "de");
}
