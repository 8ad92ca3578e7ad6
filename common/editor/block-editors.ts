import { BLOCK_TYPES, type BlockType } from "../blocks/types";
import type { BlockEditor, EditorNames } from "./block-editor";

/** A block folder's name for a block type: the camelCase type in kebab case (common/blocks/<kebab-type>/). */
export const blockFolder = (type: string): string => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Builds the editor registry from the block folders' editor parts (module path → module with a default export),
 * checked against the block types: a type without an editor part, an editor part in a folder that names no block
 * type, or a field label two blocks both claim throws, naming what is wrong.
 */
export function collectBlockEditors(
  modules: Record<string, { default?: BlockEditor }>,
  types: readonly string[] = BLOCK_TYPES,
): Record<BlockType, BlockEditor> {
  const byFolder = new Map(Object.entries(modules).map(([path, module]) => [path.split("/").at(-2) ?? path, { path, editor: module.default }]));
  const known = new Set(types.map(blockFolder));
  const stray = [...byFolder.values()].filter(({ path }) => !known.has(path.split("/").at(-2) ?? ""));
  if (stray.length > 0) throw new Error(`Editor parts without a block type in BLOCK_TYPES (common/blocks/types.ts): ${stray.map((s) => s.path).join(", ")}`);
  const missing = types.filter((type) => !byFolder.get(blockFolder(type))?.editor);
  if (missing.length > 0)
    throw new Error(
      `Block types without an editor part (common/blocks/<folder>/editor.ts with a default export from defineBlockEditor): ${missing.map((type) => `${type} (${blockFolder(type)}/editor.ts)`).join(", ")}`,
    );
  const editors = Object.fromEntries(types.map((type) => [type, byFolder.get(blockFolder(type))?.editor as BlockEditor])) as Record<BlockType, BlockEditor>;
  blockFieldNames(editors);
  return editors;
}

/**
 * The labels of the fields only one block uses, by field name, from every editor part. A field two blocks both label
 * belongs in the editor dictionaries' shared `fieldNames`: that throws.
 */
export function blockFieldNames(editors: Record<string, BlockEditor>): Record<string, EditorNames> {
  const names: Record<string, EditorNames> = {};
  const owner: Record<string, string> = {};
  for (const [type, editor] of Object.entries(editors)) {
    for (const [field, label] of Object.entries(editor.fieldNames)) {
      if (owner[field])
        throw new Error(
          `The field "${field}" is labelled by both ${owner[field]} and ${type}: move its label to fieldNames in the editor dictionaries (client/editor/i18n)`,
        );
      owner[field] = type;
      names[field] = label;
    }
  }
  return names;
}

/**
 * Every block type's editor part (edit mode, the option checks and the server's program check only; visitor code
 * never imports it), gathered from the folders: adding a block adds its editor part here without a line elsewhere.
 */
export const BLOCK_EDITORS = collectBlockEditors(import.meta.glob<{ default?: BlockEditor }>("../blocks/*/editor.ts", { eager: true }));

/** Labels of the block-specific fields (review slider's quote, contact's street …), by field name. */
export const BLOCK_FIELD_NAMES = blockFieldNames(BLOCK_EDITORS);

/** The program a block type needs, or null when every site may use it (docs/decisions/030, 069). */
export const blockProgram = (type: BlockType) => BLOCK_EDITORS[type].picker.program;

/** Whether a site with these programs may use the block type. */
export const blockAllowed = (type: BlockType, programs: readonly string[]): boolean => {
  const program = blockProgram(type);
  return program === null || programs.includes(program);
};
