import type { CollectionList } from "../../../common/collection-list";
import type { EditorTexts } from "../i18n/texts";

/** A collection's heading: the name of its kind when the name is the usual one for it (team, services …), else its name. */
export function collectionTitle(t: EditorTexts, name: string, collections: CollectionList): string {
  const collection = collections.collections.find((c) => c.collectionName === name);
  if (!collection || collection.kind === "pages" || collection.kind === "map") return name.charAt(0).toUpperCase() + name.slice(1);
  return t.panels.kinds[collection.kind];
}
