import type { BlockType } from "../../../common/blocks/types";
import type { EditorLanguage } from "../../../common/editor/boot";

type BlockName = Record<EditorLanguage, string>;

/**
 * The human name of every block type in the editor's languages: the one home for them (the item menu's title,
 * the block picker, the publication dialog). Typed over BLOCK_TYPES, so a new block type without names fails the
 * type check.
 */
export const BLOCK_NAMES: Record<BlockType, BlockName> = {
  hero: { de: "Titelbild", fr: "Image d'en-tête", en: "Hero" },
  cta: { de: "Handlungsaufruf", fr: "Appel à l'action", en: "Call to action" },
  multiCta: { de: "Mehrere Handlungsaufrufe", fr: "Appels à l'action multiples", en: "Multiple calls to action" },
  richTextBlock: { de: "Text", fr: "Texte", en: "Text" },
  bookingContainer: { de: "Terminbuchung", fr: "Prise de rendez-vous", en: "Booking" },
  teamContainer: { de: "Team", fr: "Équipe", en: "Team" },
  servicesContainer: { de: "Dienstleistungen", fr: "Prestations", en: "Services" },
  testimonialsContainer: { de: "Kundenstimmen", fr: "Témoignages", en: "Testimonials" },
  imageBoard: { de: "Bildkacheln", fr: "Mosaïque d'images", en: "Image board" },
  serviceBoard: { de: "Dienstleistungskacheln", fr: "Mosaïque de prestations", en: "Service board" },
  newsFeedBoard: { de: "Neuigkeiten", fr: "Actualités", en: "News" },
  contentSliderBoard: { de: "Inhaltsslider", fr: "Carrousel de contenus", en: "Content slider" },
  productBoard: { de: "Produkte", fr: "Produits", en: "Products" },
  stepFeedBoard: { de: "Schritte", fr: "Étapes", en: "Steps" },
  goFeed: { de: "Artikel-Teaser", fr: "Aperçus d'articles", en: "Article teasers" },
  announcementBar: { de: "Ankündigungsleiste", fr: "Barre d'annonce", en: "Announcement bar" },
  announcementBubble: { de: "Ankündigungsblase", fr: "Bulle d'annonce", en: "Announcement bubble" },
  businessSearch: { de: "Optikerverzeichnis", fr: "Annuaire des opticiens", en: "Optician directory" },
  marketplace: { de: "Marktplatz", fr: "Marché", en: "Marketplace" },
  jobs: { de: "Stellen", fr: "Offres d'emploi", en: "Jobs" },
  imageCollage: { de: "Bildcollage", fr: "Collage d'images", en: "Image collage" },
  textOnImage: { de: "Text auf Bild", fr: "Texte sur image", en: "Text on image" },
  courses: { de: "Kurse", fr: "Cours", en: "Courses" },
  videoPlayer: { de: "Video", fr: "Vidéo", en: "Video" },
  spacer: { de: "Abstand", fr: "Espacement", en: "Spacer" },
  mapContainer: { de: "Karte", fr: "Carte", en: "Map" },
  gameSetup: { de: "Spiel starten", fr: "Lancer une partie", en: "Game setup" },
  scoreTracker: { de: "Punktezähler", fr: "Compteur de points", en: "Score tracker" },
  poiManager: { de: "Orte auf der Karte", fr: "Lieux sur la carte", en: "Points of interest" },
  mediaGallery: { de: "Galerie", fr: "Galerie", en: "Gallery" },
  reviewSlider: { de: "Bewertungen", fr: "Avis", en: "Reviews" },
  instagramFeed: { de: "Instagram", fr: "Instagram", en: "Instagram" },
  aspectSponsorForm: { de: "Sponsoring-Formular", fr: "Formulaire de sponsoring", en: "Sponsor form" },
  contactForm: { de: "Kontaktformular", fr: "Formulaire de contact", en: "Contact form" },
  contact: { de: "Kontakt", fr: "Contact", en: "Contact" },
  form: { de: "Formular", fr: "Formulaire", en: "Form" },
};

/** The name of `type` in `language`; an unknown type (a block this build does not know) shows as it is stored. */
export function blockName(type: string, language: EditorLanguage): string {
  return (BLOCK_NAMES as Record<string, BlockName | undefined>)[type]?.[language] ?? type;
}

/** Names of the fields blocks use (the item menu's title, empty-field placeholders); others show as stored. */
const FIELD_NAMES: Record<string, Record<EditorLanguage, string>> = {
  title: { de: "Titel", fr: "Titre", en: "Title" },
  kicker: { de: "Dachzeile", fr: "Surtitre", en: "Kicker" },
  subtitle: { de: "Untertitel", fr: "Sous-titre", en: "Subtitle" },
  description: { de: "Text", fr: "Texte", en: "Text" },
  textBlock: { de: "Text", fr: "Texte", en: "Text" },
  button: { de: "Button-Text", fr: "Texte du bouton", en: "Button text" },
  images: { de: "Bild", fr: "Image", en: "Image" },
  video: { de: "Video", fr: "Vidéo", en: "Video" },
  caption: { de: "Bildunterschrift", fr: "Légende", en: "Caption" },
  cardTitle: { de: "Titel", fr: "Titre", en: "Title" },
  name: { de: "Name", fr: "Nom", en: "Name" },
  street: { de: "Strasse", fr: "Rue", en: "Street" },
  city: { de: "Ort", fr: "Localité", en: "Town" },
  phone: { de: "Telefon", fr: "Téléphone", en: "Phone" },
  email: { de: "E-Mail", fr: "E-mail", en: "E-mail" },
};

/** The name of a field in `language`; a field name without one shows as stored. */
export function fieldName(name: string, language: EditorLanguage): string {
  return FIELD_NAMES[name]?.[language] ?? name;
}
