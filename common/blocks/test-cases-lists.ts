import { paragraphs } from "../rich-text";
import { formatCost } from "./shared/format";
import { type BlockCase, block, body, cardFields, contactHref, entry, head, itemField, type Lang, link, listing, mediaField, richField, same, textField, title } from "./test-fixtures";
import type { BlockType } from "./types";

const card = { de: "Kartentitel", fr: "Titre de carte" };
const second = { de: "Zweite Karte", fr: "Deuxième carte" };
const team = (l: Lang) => entry("lea", "Lea Brunner", [textField("function", { de: "Optikerin", fr: "Opticienne" }, l), richField("textBlock", body, l)]);

/** List-like blocks (collections, boards, galleries, feeds) with content in both languages. */
export const LIST_CASES: Record<(typeof LIST_TYPES)[number], (l: Lang) => BlockCase> = {
  teamContainer: (l) => ({
    block: block("teamContainer", [head(l)], { collection: "team" }),
    collections: { team: [team(l)] },
    expect: [title[l], "Lea Brunner", l === "de" ? "Optikerin" : "Opticienne"],
    option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
  }),
  servicesContainer: (l) => ({
    block: block("servicesContainer", [head(l)], { collection: "services" }),
    collections: { services: [team(l)] },
    expect: [title[l], 'href="/de/x/lea"', body[l]],
    option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
  }),
  testimonialsContainer: (l) => ({
    block: block("testimonialsContainer", [head(l)]),
    collections: { testimonials: [entry("t1", "Kundin", [textField("quote", { de: "Sehr gut beraten", fr: "Très bien conseillée" }, l), textField("name", same("Anna M."), l)])] },
    expect: [title[l], l === "de" ? "Sehr gut beraten" : "Très bien conseillée", "Anna M.", "<blockquote"],
    option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
  }),
  imageBoard: (l) => ({
    block: block("imageBoard", [head(l), mediaField("images", 0), itemField("caption", { de: "Unser Laden", fr: "Notre magasin" }, l, 0)]),
    expect: [`<h2>${title[l]}</h2>`, l === "de" ? "Unser Laden" : "Notre magasin", 'src="/media/m0.jpg"', 'alt="Alt 0"'],
    option: { set: { gridLayout: "masonry" }, shows: "layout-masonry" },
  }),
  serviceBoard: (l) => ({
    block: block("serviceBoard", [head(l), ...cardFields(0, card, body, l)], { links: [link] }),
    expect: [`<h2>${title[l]}</h2>`, `<h3 class="card__title"><a ${contactHref(l)}>${card[l]}</a></h3>`, body[l], 'src="/media/m0.jpg"'],
    option: { set: { columnLayout: "4" }, shows: "card-grid--4" },
  }),
  newsFeedBoard: (l) => ({
    block: block("newsFeedBoard", [head(l), ...cardFields(0, card, body, l), itemField("date", same("2025-03-01"), l, 0), ...cardFields(1, second, body, l)], { links: [link] }),
    expect: [title[l], card[l], second[l], l === "de" ? "1. März 2025" : "1 mars 2025", 'dateTime="2025-03-01"', contactHref(l)],
    option: { set: { numberOfItems: 1 }, hides: second.de },
  }),
  contentSliderBoard: (l) => ({
    block: block("contentSliderBoard", [head(l), ...cardFields(0, card, body, l)]),
    expect: [title[l], card[l], body[l], 'data-content-slider="contentSliderBoard-block"'],
    option: { set: { fullHeight: true }, shows: "content-slider--full" },
  }),
  productBoard: (l) => ({
    block: block("productBoard", [head(l), ...cardFields(0, card, body, l), itemField("cost", same("120"), l, 0)]),
    expect: [title[l], card[l], formatCost("120")],
    option: { set: { imageFormat: "square" }, shows: "format-square" },
  }),
  stepFeedBoard: (l) => ({
    block: block("stepFeedBoard", [head(l), ...cardFields(0, card, body, l), ...cardFields(1, second, body, l)]),
    expect: ['<ol class="step-feed step-feed--numbered">', card[l], second[l], l === "de" ? "Schritt 2" : "Étape 2"],
    option: { set: { showNumbers: false }, hides: "step-feed__number" },
  }),
  goFeed: (l) => ({
    block: block("goFeed", [head(l), ...cardFields(0, card, body, l)], { links: [link] }),
    expect: [title[l], card[l], contactHref(l), "<article>"],
    option: { set: { gridLayout: "carousel" }, shows: "layout-carousel" },
  }),
  businessSearch: (l) => ({
    block: block("businessSearch", [head(l), richField("description", body, l)]),
    expect: [`<h2>${title[l]}</h2>`, body[l], 'data-business-search="businessSearch-block"'],
    option: { set: { onlyHealthOpticians: true }, shows: 'data-program="gesundheitsoptik"' },
  }),
  marketplace: (l) => ({
    block: block("marketplace", [head(l)]),
    listings: [listing("f1", "frame", "Vintage-Brille", { cost: 125_000, richTextDescription: paragraphs(body[l]), options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true } })],
    expect: [title[l], "Vintage-Brille", "CHF 1&#x27;250.00", body[l], 'aria-expanded="false"', l === "de" ? "Preis verhandelbar" : "Prix à discuter", 'data-island="listAccordion"'],
    option: { set: { marketplaceType: "object" }, shows: l === "de" ? "Keine Einträge" : "Aucune annonce" },
  }),
  jobs: (l) => ({
    block: block("jobs", [head(l)]),
    listings: [listing("j1", "job", "Augenoptiker/in", { workQuota: "80–100 %", richTextDescription: paragraphs(body[l]) })],
    expect: [title[l], "Augenoptiker/in", "80–100 %", body[l], "Lea Brunner", "Winterthur"],
    option: { set: { listingKind: "searching" }, shows: "Keine offenen Stellen" },
  }),
  courses: (l) => ({
    block: block("courses", [head(l), ...cardFields(0, card, body, l), itemField("duration", { de: "3 Abende", fr: "3 soirées" }, l, 0), itemField("cost", same("250"), l, 0)]),
    expect: [title[l], card[l], l === "de" ? "3 Abende" : "3 soirées", l === "de" ? "<dt>Dauer</dt>" : "<dt>Durée</dt>", formatCost("250")],
    option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
  }),
  mediaGallery: (l) => ({
    block: block("mediaGallery", [head(l), mediaField("images", 0)]),
    expect: [title[l], 'data-gallery="mediaGallery-block"', 'href="/media/m0.jpg"'],
    option: { set: { gridLayout: "masonry" }, shows: 'class="masonry"' },
  }),
  reviewSlider: (l) => ({
    block: block("reviewSlider", [head(l), itemField("quote", { de: "Top Beratung", fr: "Super conseils" }, l, 0), itemField("name", same("Anna"), l, 0), itemField("rating", same("4.5"), l, 0)]),
    expect: [title[l], l === "de" ? "Top Beratung" : "Super conseils", "star--half", l === "de" ? 'aria-label="4,5 von 5 Sternen"' : 'aria-label="4,5 étoiles sur 5"'],
    option: { set: { minimumRating: 5 }, hides: "Top Beratung" },
  }),
  instagramFeed: (l) => ({
    block: block("instagramFeed", [head(l)], { account: "@optik_muster" }),
    expect: [title[l], l === "de" ? "Keine Instagram-Beiträge verfügbar" : "Aucune publication Instagram disponible", 'href="https://www.instagram.com/optik_muster/"'],
    option: { set: { numberOfItems: 3 }, shows: 'data-limit="3"' },
  }),
  poiManager: (l) => ({
    block: block("poiManager", [head(l), richField("description", body, l)], { latitude: "47.5", longitude: "8.72", icon: "party" }),
    expect: [title[l], body[l], 'data-icon="party"', "mlat=47.5&amp;mlon=8.72"],
    option: { set: { icon: "start" }, shows: 'data-icon="start"' },
  }),
};

export const LIST_TYPES = [
  "teamContainer",
  "servicesContainer",
  "testimonialsContainer",
  "imageBoard",
  "serviceBoard",
  "newsFeedBoard",
  "contentSliderBoard",
  "productBoard",
  "stepFeedBoard",
  "goFeed",
  "businessSearch",
  "marketplace",
  "jobs",
  "courses",
  "mediaGallery",
  "reviewSlider",
  "instagramFeed",
  "poiManager",
] as const satisfies readonly BlockType[];
