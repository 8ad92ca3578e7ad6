import type { Locale } from "../locales";
import { textsIn, type VisitorTexts } from "../texts-in";

/** Accessible labels of the slider controls in the ten languages (decision 084). */
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

const it: SliderLabels = {
  previous: "Diapositiva precedente",
  next: "Diapositiva successiva",
  slideOf: "Diapositiva {n} di {total}",
  dots: "Scegli una diapositiva",
  pageOf: "Pagina {n} di {total}",
  previousPage: "Pagina precedente",
  nextPage: "Pagina successiva",
  progress: "Avanzamento",
  lockedHint: "I tasti freccia cambiano diapositiva, Esc libera la pagina.",
  carousel: "Carosello di immagini",
  reviews: "Recensioni dei clienti",
  roleCarousel: "carosello",
  pages: "Pagine",
  pause: "Metti in pausa lo scorrimento automatico",
  play: "Avvia lo scorrimento automatico",
};

/** Rumantsch Grischun. */
const rm: SliderLabels = {
  previous: "Diapositiv precedent",
  next: "Proxim diapositiv",
  slideOf: "Diapositiv {n} da {total}",
  dots: "Tscherner in diapositiv",
  pageOf: "Pagina {n} da {total}",
  previousPage: "Pagina precedenta",
  nextPage: "Proxima pagina",
  progress: "Progress",
  lockedHint: "Las tastas da frizza midan il diapositiv, Escape libera la pagina.",
  carousel: "Carussel da maletgs",
  reviews: "Giudicaments da clientas e clients",
  roleCarousel: "carussel",
  pages: "Paginas",
  pause: "Fermar la midada automatica",
  play: "Midar automaticamain",
};

const sq: SliderLabels = {
  previous: "Diapozitivi i mëparshëm",
  next: "Diapozitivi tjetër",
  slideOf: "Diapozitivi {n} nga {total}",
  dots: "Zgjidh një diapozitiv",
  pageOf: "Faqja {n} nga {total}",
  previousPage: "Faqja e mëparshme",
  nextPage: "Faqja tjetër",
  progress: "Përparimi",
  lockedHint: "Tastet me shigjeta ndërrojnë diapozitivin, Escape e liron faqen.",
  carousel: "Karusel fotografish",
  reviews: "Vlerësimet e klientëve",
  roleCarousel: "karusel",
  pages: "Faqet",
  pause: "Ndalo rrotullimin automatik",
  play: "Nis rrotullimin automatik",
};

/** Serbian in Latin script. */
const sr: SliderLabels = {
  previous: "Prethodni slajd",
  next: "Sledeći slajd",
  slideOf: "Slajd {n} od {total}",
  dots: "Izaberi slajd",
  pageOf: "Stranica {n} od {total}",
  previousPage: "Prethodna stranica",
  nextPage: "Sledeća stranica",
  progress: "Napredak",
  lockedHint: "Tasteri sa strelicama menjaju slajd, Escape oslobađa stranicu.",
  carousel: "Karusel slika",
  reviews: "Ocene kupaca",
  roleCarousel: "karusel",
  pages: "Stranice",
  pause: "Pauziraj automatsko listanje",
  play: "Pokreni automatsko listanje",
};

const hr: SliderLabels = {
  previous: "Prethodni slajd",
  next: "Sljedeći slajd",
  slideOf: "Slajd {n} od {total}",
  dots: "Odaberi slajd",
  pageOf: "Stranica {n} od {total}",
  previousPage: "Prethodna stranica",
  nextPage: "Sljedeća stranica",
  progress: "Napredak",
  lockedHint: "Tipke sa strelicama mijenjaju slajd, Escape oslobađa stranicu.",
  carousel: "Karusel slika",
  reviews: "Ocjene kupaca",
  roleCarousel: "karusel",
  pages: "Stranice",
  pause: "Pauziraj automatsko listanje",
  play: "Pokreni automatsko listanje",
};

const es: SliderLabels = {
  previous: "Diapositiva anterior",
  next: "Diapositiva siguiente",
  slideOf: "Diapositiva {n} de {total}",
  dots: "Elegir una diapositiva",
  pageOf: "Página {n} de {total}",
  previousPage: "Página anterior",
  nextPage: "Página siguiente",
  progress: "Progreso",
  lockedHint: "Las teclas de flecha cambian la diapositiva; Escape libera la página.",
  carousel: "Carrusel de imágenes",
  reviews: "Valoraciones de clientes",
  roleCarousel: "carrusel",
  pages: "Páginas",
  pause: "Pausar el desplazamiento automático",
  play: "Iniciar el desplazamiento automático",
};

const pt: SliderLabels = {
  previous: "Diapositivo anterior",
  next: "Diapositivo seguinte",
  slideOf: "Diapositivo {n} de {total}",
  dots: "Escolher um diapositivo",
  pageOf: "Página {n} de {total}",
  previousPage: "Página anterior",
  nextPage: "Página seguinte",
  progress: "Progresso",
  lockedHint: "As teclas de seta mudam o diapositivo; Escape liberta a página.",
  carousel: "Carrossel de imagens",
  reviews: "Avaliações de clientes",
  roleCarousel: "carrossel",
  pages: "Páginas",
  pause: "Pausar a passagem automática",
  play: "Iniciar a passagem automática",
};

const labels: VisitorTexts<SliderLabels> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

export function sliderLabels(locale: Locale): SliderLabels {
  return textsIn(labels, locale);
}

/** Fills `{n}` and `{total}` of a label. */
export function formatOf(label: string, n: number, total: number): string {
  return label.replace("{n}", String(n)).replace("{total}", String(total));
}
