import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** Accessible labels of the slider controls (de, fr; other languages fall back to German like the block texts). */
export type SliderLabels = {
  previous: string;
  next: string;
  /** "Folie {n} von {total}": `{n}` and `{total}` are replaced in the island. */
  slideOf: string;
  /** Name of the dot group. */
  dots: string;
  /** "Seite {n} von {total}" of the team pagination. */
  pageOf: string;
  previousPage: string;
  nextPage: string;
  progress: string;
  /** Hint of the scroll-locking slider while it holds the page. */
  lockedHint: string;
  /** Name of a carousel without a title. */
  carousel: string;
  reviews: string;
  /** Name of the team pagination. */
  pages: string;
  pause: string;
  play: string;
  /** aria-roledescription of the carousel regions. */
  roleCarousel: string;
};

const de: SliderLabels = {
  previous: "Vorherige Folie",
  next: "Nächste Folie",
  slideOf: "Folie {n} von {total}",
  dots: "Folie wählen",
  pageOf: "Seite {n} von {total}",
  previousPage: "Vorherige Seite",
  nextPage: "Nächste Seite",
  progress: "Fortschritt",
  lockedHint: "Pfeiltasten wechseln die Folie, Escape gibt die Seite frei.",
  carousel: "Bilderkarussell",
  reviews: "Kundenbewertungen",
  roleCarousel: "Karussell",
  pages: "Seiten",
  pause: "Automatisches Weiterblättern anhalten",
  play: "Automatisch weiterblättern",
};

const fr: SliderLabels = {
  previous: "Diapositive précédente",
  next: "Diapositive suivante",
  slideOf: "Diapositive {n} sur {total}",
  dots: "Choisir une diapositive",
  pageOf: "Page {n} sur {total}",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
  progress: "Progression",
  lockedHint: "Les flèches changent de diapositive, Échap libère la page.",
  carousel: "Carrousel d'images",
  reviews: "Avis de clients",
  roleCarousel: "carrousel",
  pages: "Pages",
  pause: "Mettre en pause le défilement automatique",
  play: "Reprendre le défilement automatique",
};

const en: SliderLabels = {
  previous: "Previous slide",
  next: "Next slide",
  slideOf: "Slide {n} of {total}",
  dots: "Choose a slide",
  pageOf: "Page {n} of {total}",
  previousPage: "Previous page",
  nextPage: "Next page",
  progress: "Progress",
  lockedHint: "Arrow keys change the slide, Escape releases the page.",
  carousel: "Image carousel",
  reviews: "Customer reviews",
  roleCarousel: "carousel",
  pages: "Pages",
  pause: "Pause automatic rotation",
  play: "Start automatic rotation",
};

export function sliderLabels(locale: Locale): SliderLabels {
  return textsIn({ de, fr, en }, locale, "de");
}

/** Fills `{n}` and `{total}` of a label. */
export function formatOf(label: string, n: number, total: number): string {
  return label.replace("{n}", String(n)).replace("{total}", String(total));
}
