import { LIST_CASES } from "./test-cases-lists";
import { type BlockCase, block, body, contactHref, head, itemField, type Lang, link, mediaField, richField, same, textField, title } from "./test-fixtures";
import type { BlockType } from "./types";

const phone = { type: "phone", phone: "+41 52 000 00 00" };

/** Every block type with content in both languages: the page blocks here, the list-like ones in test-cases-lists.ts. */
export const CASES: Record<BlockType, (l: Lang) => BlockCase> = {
  ...LIST_CASES,
  hero: (l) => ({
    block: block("hero", [head(l), textField("kicker", { de: "Kicker", fr: "Surtitre" }, l), richField("description", body, l), textField("button", { de: "Termin", fr: "Rendez-vous" }, l)], { link }),
    expect: [`<h1>${title[l]}</h1>`, body[l], contactHref(l)],
    option: { set: { alignment: "center" }, shows: "hero--center" },
  }),
  richTextBlock: (l) => ({
    block: block("richTextBlock", [head(l), richField("textBlock", body, l)]),
    expect: [`<h2>${title[l]}</h2>`, `<p><span>${body[l]}</span></p>`],
    option: { set: { alignment: "center" }, shows: "text-center" },
  }),
  cta: (l) => ({
    block: block("cta", [head(l), textField("button", { de: "Los", fr: "Allez" }, l)], { link }),
    expect: [title[l], contactHref(l)],
    option: { set: { color: "secondary" }, shows: "surface-secondary" },
  }),
  multiCta: (l) => ({
    block: block("multiCta", [head(l), itemField("button", { de: "Anrufen", fr: "Appeler" }, l, 0), itemField("button", { de: "Kontakt", fr: "Contact" }, l, 1)], { links: [phone, link] }),
    expect: [`<h2>${title[l]}</h2>`, 'href="tel:+41520000000"', l === "de" ? "Anrufen" : "Appeler", contactHref(l)],
    option: { set: { alignment: "left" }, shows: "text-left" },
  }),
  spacer: () => ({ block: block("spacer", [], { size: "L" }), expect: ["spacer--L"], option: { set: { size: "S" }, shows: "spacer--S" } }),
  bookingContainer: (l) => ({
    block: block("bookingContainer", [head(l), textField("button", { de: "Termin buchen", fr: "Prendre rendez-vous" }, l)], { bookingLink: { type: "eTermin", url: "http://booking.example/optik" } }),
    expect: [title[l], 'href="https://booking.example/optik"', l === "de" ? "Termin buchen" : "Prendre rendez-vous", 'data-booking-provider="eTermin"'],
    option: { set: { bookingLink: { type: "iframe", url: "https://booking.example/optik" } }, shows: 'data-island="booking"' },
  }),
  announcementBar: (l) => ({
    block: block("announcementBar", [head(l), textField("button", { de: "Mehr", fr: "Plus" }, l)], { link }),
    expect: [title[l], contactHref(l)],
    option: { set: { sticky: true }, shows: "announcement-bar--sticky" },
  }),
  announcementBubble: (l) => ({
    block: block("announcementBubble", [head(l), richField("description", body, l)]),
    expect: [title[l], body[l]],
    option: { set: { position: "left" }, shows: "announcement-bubble-row--left" },
  }),
  imageCollage: (l) => ({
    block: block("imageCollage", [head(l), mediaField("images", 0), mediaField("images", 1)]),
    expect: [title[l], 'src="/media/m0.jpg"', 'src="/media/m1.jpg"', 'alt="Alt 1"'],
    option: { set: { shiftedAlignment: "mediaAboveText" }, shows: "image-collage--mediaAboveText" },
  }),
  textOnImage: (l) => ({
    block: block("textOnImage", [head(l), mediaField("images", 0), richField("description", body, l)]),
    expect: [title[l], body[l], 'src="/media/m0.jpg"'],
    option: { set: { textPosition: "bottom" }, shows: "text-on-image--bottom" },
  }),
  videoPlayer: (l) => ({
    block: block("videoPlayer", [head(l)], { videoUrl: "https://youtu.be/dQw4w9WgXcQ" }),
    expect: ['data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"', title[l], "video-frame--16-9"],
    option: { set: { aspectRatio: "4:3" }, shows: "video-frame--4-3" },
  }),
  mapContainer: (l) => ({
    block: block("mapContainer", [head(l)], { latitude: "47.5", longitude: "8.72" }),
    expect: [title[l], "mlat=47.5&amp;mlon=8.72"],
    option: { set: { latitude: "" }, hides: "mlat=" },
  }),
  gameSetup: () => ({ block: block("gameSetup", [], { step: "start" }), expect: ["Rock&#x27;n&#x27;hole!", "Digitale Spielkarte"], option: { set: { step: "share" }, hides: "Digitale Spielkarte" } }),
  scoreTracker: (l) => ({
    block: block("scoreTracker", [head(l)], { view: "table" }),
    expect: [title[l], 'data-score-view="table"'],
    option: { set: { view: "card" }, shows: 'data-score-view="card"' },
  }),
  aspectSponsorForm: (l) => ({
    block: block("aspectSponsorForm", [head(l)], { hauptsponsorBooked: true }),
    expect: [title[l], 'data-island="sponsorForm"', l === "de" ? "ausgebucht" : "complet"],
    option: { set: { bookingClosed: true }, shows: "Buchung geschlossen" },
  }),
  contactForm: (l) => ({
    block: block("contactForm", [head(l)], { myopiaManagement: true }),
    expect: [title[l], 'data-island="contactForm"', l === "de" ? "Myopie-Management" : "Gestion de la myopie", l === "de" ? "Absenden" : "Envoyer"],
    option: { set: { myopiaManagement: false }, hides: "Myopie-Management" },
  }),
  contact: (l) => ({
    block: block("contact", [
      head(l),
      textField("name", same("Optik Muster"), l),
      textField("street", same("Marktgasse 1"), l),
      textField("phone", same("052 000 00 00"), l),
      textField("email", same("info@optik.example"), l),
    ]),
    expect: [title[l], "Optik Muster", "Marktgasse 1", 'href="tel:0520000000"', 'href="mailto:info@optik.example"', l === "de" ? "Telefon" : "Téléphone"],
    option: { set: { color: "primary" }, shows: "surface-primary" },
  }),
  form: (l) => ({
    block: block("form", [head(l), richField("description", body, l)]),
    expect: [title[l], body[l], 'data-form="generic"'],
    option: { set: { embedUrl: "https://forms.example/anmeldung" }, shows: 'src="https://forms.example/anmeldung"' },
  }),
};
