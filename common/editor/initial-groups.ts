import { rich, type StarterField, text } from "../blocks/shared/starter";
import type { CollectionKind } from "../collection-list";
import type { NewGroup } from "../content-api";
import type { Locale } from "../locales";

/**
 * A block of a new page: its fields described like every block's starter fields (common/blocks/shared/starter.ts,
 * one description of a field's kind), the title filled with the page's name.
 */
function group(blockType: NewGroup["blockType"], fields: StarterField[], locale: Locale, name: string): NewGroup {
  return { blockType, fields: fields.map((field) => (field.name === "title" ? { ...field, content: { [locale]: { text: name } } } : field)) };
}

/**
 * The blocks a new page starts with (editor-side section 3, "Page creation for a page collection starts with
 * initial groups"): the fields the collection's listing reads (a member's function, a service's summary, a
 * testimonial's quote), so the page shows up there as soon as they are filled. A page outside a collection starts
 * with a hero carrying its name.
 */
export function initialGroups(kind: CollectionKind | null, locale: Locale, name: string): NewGroup[] {
  switch (kind) {
    case "team":
      return [group("richTextBlock", [text("title"), text("function"), rich("textBlock")], locale, name)];
    case "service":
      return [group("hero", [text("title"), text("kicker")], locale, name), group("richTextBlock", [rich("textBlock")], locale, name)];
    case "testimonial":
      return [group("richTextBlock", [text("title"), rich("quote"), text("function")], locale, name)];
    default:
      return [group("hero", [text("title")], locale, name), group("richTextBlock", [rich("textBlock")], locale, name)];
  }
}
