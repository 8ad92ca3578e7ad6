import { isBlockType } from "../../../common/blocks/types";
import type { EditorLanguage } from "../../../common/editor/boot";
import { BLOCK_EDITORS, BLOCK_FIELD_NAMES } from "../../../common/editor/block-editors";
import { editorTexts } from "./texts";

/**
 * The human name of a block type in the editor's language, from the block's editor part (editor.ts in its folder;
 * shared with the block picker); a type this build does not know shows as it is stored.
 */
export function blockName(type: string, language: EditorLanguage): string {
  return isBlockType(type) ? BLOCK_EDITORS[type].names[language] : type;
}

/**
 * The label of a field in `language` (the item menu's title, empty-field placeholders, the block menu's visible
 * fields, the changelog): the dictionaries' `fieldNames` for fields many blocks use, else the one block's editor
 * part that uses it; a field name without one (a field this build does not know) shows as stored.
 */
export function fieldName(name: string, language: EditorLanguage): string {
  const shared: Record<string, string> = editorTexts(language).fieldNames;
  return (Object.hasOwn(shared, name) ? shared[name] : undefined) ?? BLOCK_FIELD_NAMES[name]?.[language] ?? name;
}
