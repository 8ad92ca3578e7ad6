import type { NewField, NewGroup } from "../../common/content-api";
import type { Locale } from "../../common/locales";
import { paragraphs, type RichTextDoc } from "../../common/rich-text";

type Both = { de: string; fr: string };

/** A text field in de and fr. */
export const text = (name: string, value: Both): NewField => ({
  name,
  contentType: "localizedSingleValue",
  content: { de: { text: value.de }, fr: { text: value.fr } },
});

/** A rich-text field in de and fr, one paragraph per line. */
export const rich = (name: string, value: { de: string[]; fr: string[] }): NewField => ({
  name,
  contentType: "localizedRichText",
  content: { de: { json: paragraphs(...value.de) }, fr: { json: paragraphs(...value.fr) } },
});

/** A rich-text field from explicit documents. */
export const richDocs = (name: string, value: Record<Locale, RichTextDoc> | { de: RichTextDoc; fr: RichTextDoc }): NewField => ({
  name,
  contentType: "localizedRichText",
  content: Object.fromEntries(Object.entries(value).map(([locale, json]) => [locale, { json }])),
});

/** A block with fields and option values. */
export const block = (blockType: NewGroup["blockType"], fields: NewField[] = [], options: Record<string, { type: string; value: unknown }> = {}): NewGroup => ({
  blockType,
  fields,
  options,
});

/** A title plus rich-text body block. */
export const textBlock = (title: Both, body: { de: string[]; fr: string[] }) => block("richTextBlock", [text("title", title), rich("textBlock", body)]);

/** A page link option value. */
export const pageLink = (pageId: string) => ({ type: "link", value: { type: "page", page: { id: pageId } } });

/** A media field holding an uploaded file (an image or a video). */
export const mediaField = (name: string, mediaId: string, position?: number): NewField => ({
  name,
  contentType: "media",
  content: {},
  mediaId,
  ...(position === undefined ? {} : { position }),
});
