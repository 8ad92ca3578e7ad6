import type { RenderBlock, RenderField } from "../../page-model";
import { isEditable } from "../../ui/field-text";

/** One repeated item of a block (a card, a slide, a step): the visible fields that share a position. */
export type BlockItem = { position: number; fields: Partial<Record<string, RenderField>> };

/** True when a field holds something to show: text, rich text or media. */
export function hasContent(field: RenderField | undefined): field is RenderField {
  if (!field) return false;
  return Boolean(field.text?.trim() || (field.json && field.json.content.length > 0) || field.media);
}

/**
 * Groups the visible fields named `names` by position into items, in position order.
 * Items without any content are dropped, so an emptied card does not leave a hole; with `keepEditable` (edit mode)
 * an empty field loaded for editing stays, so a new block's first card can be filled in.
 */
export function blockItems(block: RenderBlock, names: readonly string[], keepEditable = false): BlockItem[] {
  const byPosition = new Map<number, BlockItem>();
  for (const f of block.fields) {
    if (!f.visible || !names.includes(f.name) || !(hasContent(f) || (keepEditable && isEditable(f)))) continue;
    const item = byPosition.get(f.position) ?? { position: f.position, fields: {} };
    item.fields[f.name] ??= f;
    byPosition.set(f.position, item);
  }
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/** The trimmed text of an item's field, or null. */
export function itemText(item: BlockItem, name: string): string | null {
  return item.fields[name]?.text?.trim() || null;
}
