import type { CollectionKind, CollectionList } from "../../../common/collection-list";
import type { EditorTexts } from "../i18n/texts";

/** The names the demo and new sites give the collections of these kinds: shown by their kind's name alone. */
const USUAL_NAMES: Partial<Record<CollectionKind, string>> = { team: "team", service: "services", testimonial: "testimonials" };

/**
 * A collection's heading: the name of its kind for the usual collection of a kind (team, services, testimonials),
 * else its own name, with the kind beside it where the kind says what the collection feeds.
 */
export function collectionTitle(t: EditorTexts, name: string, collections: CollectionList): string {
  const kind = collections.collections.find((c) => c.collectionName === name)?.kind;
  const own = name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, " ");
  if (!kind || kind === "pages" || kind === "map") return own;
  return USUAL_NAMES[kind] === name ? t.panels.kinds[kind] : `${own} (${t.panels.kinds[kind]})`;
}
