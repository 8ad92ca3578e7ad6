import { dictionary } from "../i18n";
import type { Locale } from "../locales";
import type { CollectionEntry, RenderBlock, RenderField } from "../page-model";
import { paragraphs } from "../rich-text";
import type { RenderContext } from "./define";

type Texts = Record<"de" | "fr", string>;

/** A text field in the language being rendered. */
export function textField(name: string, value: Texts, locale: "de" | "fr", visible = true): RenderField {
  return { id: `${name}-${locale}`, name, position: 0, text: value[locale], json: null, visible, media: null };
}

/** A rich-text field in the language being rendered. */
export function richField(name: string, value: Texts, locale: "de" | "fr"): RenderField {
  return { id: `${name}-${locale}-rich`, name, position: 0, text: null, json: paragraphs(value[locale]), visible: true, media: null };
}

/** A block of `type` with fields and option values. */
export function block(type: string, fields: RenderField[], options: Record<string, unknown> = {}): RenderBlock {
  return { id: `${type}-block`, type, options, fields };
}

/** The render context of a live or edit page in `locale`, with optional collections. */
export function context(locale: Locale, mode: "live" | "edit" = "live", collections: Record<string, CollectionEntry[]> = {}): RenderContext {
  return { locale, mode, t: dictionary(locale), collections, pagePath: (id) => (id === "contact-page" ? `/${locale}/~contact` : null) };
}
