import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** Visitor texts of the gallery, the lightbox and the video player (de complete, fr and en mirror it). */
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

export function mediaTexts(locale: Locale): MediaTexts {
  return textsIn({ de, fr, en }, locale, "de");
}
