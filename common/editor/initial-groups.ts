import type { CollectionKind } from "../collection-list";
import type { NewField, NewGroup } from "../content-api";
import type { Locale } from "../locales";

const title = (locale: Locale, name: string): NewField => ({ name: "title", contentType: "localizedSingleValue", content: { [locale]: { text: name } } });
const empty = (name: string, contentType: NewField["contentType"]): NewField => ({ name, contentType });

/**
 * The blocks a new page starts with (editor-side section 3, "Page creation for a page collection starts with
 * initial groups"): the fields the collection's listing reads (a member's function, a service's summary, a
 * testimonial's quote), so the page shows up there as soon as they are filled. A page outside a collection starts
 * with a hero carrying its name.
 */
export function initialGroups(kind: CollectionKind | null, locale: Locale, name: string): NewGroup[] {
  switch (kind) {
    case "team":
      return [{ blockType: "richTextBlock", fields: [title(locale, name), empty("function", "localizedSingleValue"), empty("textBlock", "localizedRichText")] }];
    case "service":
      return [{ blockType: "hero", fields: [title(locale, name), empty("kicker", "localizedSingleValue")] }, { blockType: "richTextBlock", fields: [empty("textBlock", "localizedRichText")] }];
    case "testimonial":
      return [{ blockType: "richTextBlock", fields: [title(locale, name), empty("quote", "localizedRichText"), empty("function", "localizedSingleValue")] }];
    default:
      return [{ blockType: "hero", fields: [title(locale, name)] }, { blockType: "richTextBlock", fields: [empty("textBlock", "localizedRichText")] }];
  }
}
