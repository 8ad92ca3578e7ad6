import { dictionary } from "../i18n";
import type { ListingView } from "../lists/types";
import type { Locale } from "../locales";
import type { CollectionEntry, RenderBlock, RenderField } from "../page-model";
import { paragraphs } from "../rich-text";
import type { Lang as TextLang } from "../texts-in";
import type { RenderContext } from "./define";

type Texts = Record<Lang, string>;

/** A text field in the language being rendered. */
export function textField(name: string, value: Texts, locale: "de" | "fr", visible = true): RenderField {
  return { id: `${name}-${locale}`, name, position: 0, text: value[locale], json: null, visible, media: null };
}

/** A rich-text field in the language being rendered. */
export function richField(name: string, value: Texts, locale: "de" | "fr"): RenderField {
  return { id: `${name}-${locale}-rich`, name, position: 0, text: null, json: paragraphs(value[locale]), visible: true, media: null };
}

/** A text field at `position` (one slot of a repeated item: a button, a card, a review). */
export function itemField(name: string, value: Texts, locale: "de" | "fr", position: number): RenderField {
  return { ...textField(name, value, locale), id: `${name}-${locale}-${position}`, position };
}

/** The same text in both languages (numbers, names, addresses). */
export const same = (text: string): Texts => ({ de: text, fr: text });

/** A field holding an image (or a video) at `position`; its media has an id, a public URL and alt text. */
export function mediaField(name: string, position: number, mediaType: "image" | "video" = "image"): RenderField {
  const id = `m${position}`;
  const publicUrl = `/media/${id}.${mediaType === "image" ? "jpg" : "mp4"}`;
  return {
    id: `${name}-${position}`,
    name,
    position,
    text: null,
    json: null,
    visible: true,
    media: { id, publicUrl, width: 1200, height: 800, blurHash: null, alt: `Alt ${position}`, mediaType },
  };
}

/** The fields of one card at `position`: cardTitle, cardText (rich text) and an image. */
export function cardFields(position: number, title: Texts, text: Texts, locale: "de" | "fr"): RenderField[] {
  return [
    itemField("cardTitle", title, locale, position),
    { ...richField("cardText", text, locale), id: `cardText-${position}`, position },
    mediaField("images", position),
  ];
}

/** A collection page as a container lists it. */
export function entry(pageId: string, name: string, fields: RenderField[] = []): CollectionEntry {
  return { pageId, path: `/de/x/${pageId}`, name, fields: Object.fromEntries(fields.map((f) => [f.name, f])) };
}

/** A block of `type` with fields and option values. */
export function block(type: string, fields: RenderField[], options: Record<string, unknown> = {}): RenderBlock {
  return { id: `${type}-block`, type, options, fields };
}

/** The render context of a live or edit page in `locale`, with optional collections. */
export function context(
  locale: Locale,
  mode: "live" | "edit" = "live",
  collections: Record<string, CollectionEntry[]> = {},
  listings?: ListingView[],
): RenderContext {
  return { locale, mode, t: dictionary(locale), collections, pagePath: (id) => (id === "contact-page" ? `/${locale}/~contact` : null), listings };
}

/** One block with content in a language: what it must show, and one option that changes the output. */
export type BlockCase = {
  block: RenderBlock;
  expect: string[];
  collections?: Record<string, CollectionEntry[]>;
  /** Published listings the loader would give a jobs or marketplace block. */
  listings?: ListingView[];
  option: { set: Record<string, unknown>; shows?: string; hides?: string };
};
/** The languages the test cases are written in: a part of the one `Lang` (common/texts-in.ts). */
export type Lang = Extract<TextLang, "de" | "fr">;

export const title = { de: "Titel auf Deutsch", fr: "Titre en français" };
export const body = { de: "Text auf Deutsch", fr: "Texte en français" };
/** A page link that resolves to `/{locale}/~contact`. */
export const link = { type: "page", page: { id: "contact-page" } };
export const contactHref = (l: Lang) => `href="/${l}/~contact"`;
export const head = (l: Lang) => textField("title", title, l);

/** A published listing in one language (jobs and marketplace blocks). */
export function listing(id: string, type: ListingView["type"], title: string, extra: Partial<ListingView> = {}): ListingView {
  return {
    id,
    type,
    kind: "offering",
    title,
    created: "2026-11-18T09:30:00.000Z",
    workQuota: null,
    cost: null,
    richTextDescription: null,
    titleImage: [],
    options: { toBePickedUp: false, subjectToPostage: false, askingPrice: false },
    branch: {
      name: "Optik Seeblick Altstadt",
      street: "Marktgasse",
      streetNumber: "99",
      zip: "8400",
      city: "Winterthur",
      phone: "+41 52 000 00 00",
      email: "altstadt@optik.example",
    },
    staffMember: { firstName: "Lea", lastName: "Brunner" },
    ...extra,
  };
}

/** A block's test case in one language (its folder's test-case.ts; collected by ./test-cases.ts). */
export type TestCase = (l: Lang) => BlockCase;
