import type { Program } from "../blocks/programs";
import type { CollectionKind } from "../collection-list";
import type { EditorLanguage } from "./boot";
import type { BlockOptions, MediaSpec, OptionSpec, OptionsOf } from "./options/block-options";

/** The block picker's groups (editor-side section 2), in the order the dialog shows them. */
export const PICKER_GROUPS = ["start", "team", "content", "collections", "various", "remaining"] as const;
export type PickerGroup = (typeof PICKER_GROUPS)[number];

/** Icons of the picker; "generic" is what a block in no group gets in Remaining. */
export type PickerIcon =
  | "banner"
  | "button"
  | "text"
  | "image"
  | "video"
  | "list"
  | "people"
  | "quote"
  | "calendar"
  | "map"
  | "game"
  | "form"
  | "contact"
  | "star"
  | "megaphone"
  | "space"
  | "search"
  | "shop"
  | "generic";

/**
 * A block type's place in the picker: its group (null: Remaining), its icon, and the program a site must be in to
 * get it (null: every site; the server refuses the block elsewhere too, worker/content/block-programs.ts).
 */
export type PickerEntry = { group: Exclude<PickerGroup, "remaining"> | null; icon: PickerIcon; program: Program | null };

/** A text in each editor language: a missing language fails the type check. */
export type EditorNames = Record<EditorLanguage, string>;

/**
 * The editor part of one block type (common/blocks/<type>/editor.ts, docs/decisions/072): its option editors, its
 * picker entry, its name and the labels of the fields only it uses, in every editor language. Nothing here renders.
 */
export type BlockEditor = BlockOptions & {
  picker: PickerEntry;
  /** Place within its picker group, lower first; entries without one follow, in the order of BLOCK_TYPES. */
  pickerPosition: number | null;
  names: EditorNames;
  /** Labels of the fields only this block uses (shared fields: the editor dictionaries' `fieldNames`). */
  fieldNames: Record<string, EditorNames>;
  /** The fields whose item positions the editor tracks for adding items (null: the cards' fields). */
  itemFields: readonly string[] | null;
  /** True when the block's menu offers the bulk uploader (pictures added as the block's fields). */
  bulkUpload: boolean;
  /** The kind of collection the block lists: its menu opens the collections editor at that kind (null: none). */
  collection: CollectionKind | null;
};

/**
 * Declares a block's editor part against its own definition (`defineBlockEditor<typeof hero>({…})`, a type-only
 * import, so no view code follows into the editor bundle): every key of the options schema needs an entry (null
 * where another editor owns the option), so an option added to a block without an editor is a compile error. The
 * block type is the folder's (checked against BLOCK_TYPES when the registry loads, common/editor/block-editors.ts).
 */
export function defineBlockEditor<D>(part: {
  options: { [K in keyof OptionsOf<D>]-?: OptionSpec | null };
  media?: Record<string, MediaSpec>;
  picker: { group: PickerEntry["group"]; icon: PickerIcon; program?: Program; position?: number };
  names: EditorNames;
  fieldNames?: Record<string, EditorNames>;
  itemFields?: readonly string[];
  bulkUpload?: boolean;
  collection?: CollectionKind;
}): BlockEditor {
  const { group, icon, program, position } = part.picker;
  return {
    options: part.options as Record<string, OptionSpec | null>,
    media: part.media ?? {},
    picker: { group, icon, program: program ?? null },
    pickerPosition: position ?? null,
    names: part.names,
    fieldNames: part.fieldNames ?? {},
    itemFields: part.itemFields ?? null,
    bulkUpload: part.bulkUpload ?? false,
    collection: part.collection ?? null,
  };
}
