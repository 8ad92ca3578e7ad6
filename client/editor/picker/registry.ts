import type { BlockType } from "../../../common/blocks/types";
import { PICKER_GROUPS, type PickerEntry, type PickerGroup, type PickerIcon } from "../../../common/editor/block-editor";
import { BLOCK_EDITORS } from "../../../common/editor/block-editors";

export { PICKER_GROUPS, type PickerEntry, type PickerGroup, type PickerIcon };

/**
 * Every block type's picker entry, from its editor part (common/blocks/<type>/editor.ts): within a group by the
 * entries' positions, then in the order of BLOCK_TYPES. Card and detail kinds are not block types and are never
 * offered. The game blocks belong to no group: they land in Remaining (docs/decisions/030).
 */
export const PICKER_REGISTRY = Object.fromEntries(
  (Object.entries(BLOCK_EDITORS) as [BlockType, (typeof BLOCK_EDITORS)[BlockType]][])
    .map(([type, editor], index) => ({ type, editor, index }))
    .sort((a, b) => (a.editor.pickerPosition ?? Number.POSITIVE_INFINITY) - (b.editor.pickerPosition ?? Number.POSITIVE_INFINITY) || a.index - b.index)
    .map(({ type, editor }) => [type, editor.picker]),
) as Record<BlockType, PickerEntry>;

/** One group of the dialog with the block types it offers. */
type PickerSection = { group: PickerGroup; items: { type: BlockType; icon: PickerIcon }[] };

/**
 * The dialog's sections: each offered block type in its group, known types in no group in Remaining with the
 * generic icon; a program's types (optician-only, golf) only for sites in that program; empty groups left out.
 */
export function pickerSections(options: { programs: readonly string[]; registry?: Partial<Record<BlockType, PickerEntry>> }): PickerSection[] {
  const registry = options.registry ?? PICKER_REGISTRY;
  const offered = (Object.entries(registry) as [BlockType, PickerEntry][]).filter(([, e]) => e.program === null || options.programs.includes(e.program));
  return PICKER_GROUPS.map((group) => ({
    group,
    items: offered.filter(([, e]) => (e.group ?? "remaining") === group).map(([type, e]) => ({ type, icon: e.group ? e.icon : ("generic" as const) })),
  })).filter((section) => section.items.length > 0);
}
