import type { Locale } from "../locales";
import { textsIn, type VisitorTexts } from "../texts-in";

/** Visitor texts of the gallery, the lightbox and the video player, in the ten languages (decision 084). */
const de = {
  loading: "Wird geladen …",
  gallery: "Bildergalerie",
  close: "Schliessen",
  previous: "Vorheriges Bild",
  next: "Nächstes Bild",
  playYoutube: (title: string) => `YouTube-Video abspielen: ${title}`,
  youtubeNotice: "Beim Abspielen wird eine Verbindung zu YouTube (youtube-nocookie.com) hergestellt.",
};
export type MediaTexts = typeof de;

const fr: MediaTexts = {
  loading: "Chargement …",
  gallery: "Galerie d'images",
  close: "Fermer",
  previous: "Image précédente",
  next: "Image suivante",
  playYoutube: (title) => `Lire la vidéo YouTube : ${title}`,
  youtubeNotice: "La lecture établit une connexion avec YouTube (youtube-nocookie.com).",
};

const en: MediaTexts = {
  loading: "Loading …",
  gallery: "Image gallery",
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  playYoutube: (title) => `Play YouTube video: ${title}`,
  youtubeNotice: "Playing connects to YouTube (youtube-nocookie.com).",
};

const it: MediaTexts = {
  loading: "Caricamento …",
  gallery: "Galleria di immagini",
  close: "Chiudi",
  previous: "Immagine precedente",
  next: "Immagine successiva",
  playYoutube: (title) => `Riproduci il video YouTube: ${title}`,
  youtubeNotice: "La riproduzione stabilisce una connessione con YouTube (youtube-nocookie.com).",
};

const rm: MediaTexts = {
  loading: "Vegn chargià …",
  gallery: "Galaria da maletgs",
  close: "Serrar",
  previous: "Maletg precedent",
  next: "Proxim maletg",
  playYoutube: (title) => `Reproducir il video da YouTube: ${title}`,
  youtubeNotice: "Cun reproducir vegn stabilida ina colliaziun cun YouTube (youtube-nocookie.com).",
};

const sq: MediaTexts = {
  loading: "Po ngarkohet …",
  gallery: "Galeria e fotografive",
  close: "Mbyll",
  previous: "Fotografia e mëparshme",
  next: "Fotografia tjetër",
  playYoutube: (title) => `Luaj videon në YouTube: ${title}`,
  youtubeNotice: "Luajtja krijon një lidhje me YouTube (youtube-nocookie.com).",
};

const sr: MediaTexts = {
  loading: "Učitava se …",
  gallery: "Galerija slika",
  close: "Zatvori",
  previous: "Prethodna slika",
  next: "Sledeća slika",
  playYoutube: (title) => `Pusti YouTube video: ${title}`,
  youtubeNotice: "Puštanje uspostavlja vezu sa YouTube-om (youtube-nocookie.com).",
};

const hr: MediaTexts = {
  loading: "Učitava se …",
  gallery: "Galerija slika",
  close: "Zatvori",
  previous: "Prethodna slika",
  next: "Sljedeća slika",
  playYoutube: (title) => `Reproduciraj YouTube videozapis: ${title}`,
  youtubeNotice: "Reprodukcija uspostavlja vezu s YouTubeom (youtube-nocookie.com).",
};

const es: MediaTexts = {
  loading: "Cargando …",
  gallery: "Galería de imágenes",
  close: "Cerrar",
  previous: "Imagen anterior",
  next: "Imagen siguiente",
  playYoutube: (title) => `Reproducir el vídeo de YouTube: ${title}`,
  youtubeNotice: "Al reproducirlo se establece una conexión con YouTube (youtube-nocookie.com).",
};

const pt: MediaTexts = {
  loading: "A carregar …",
  gallery: "Galeria de imagens",
  close: "Fechar",
  previous: "Imagem anterior",
  next: "Imagem seguinte",
  playYoutube: (title) => `Reproduzir o vídeo do YouTube: ${title}`,
  youtubeNotice: "A reprodução estabelece uma ligação ao YouTube (youtube-nocookie.com).",
};

const texts: VisitorTexts<MediaTexts> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

export function mediaTexts(locale: Locale): MediaTexts {
  return textsIn(texts, locale);
}
