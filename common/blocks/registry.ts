import type { BlockDefinition } from "./define";
import { BLOCK_TYPES, type BlockType } from "./types";

/** A block folder's name for a block type: the camelCase type in kebab case (common/blocks/<kebab-type>/). */
const folderOf = (type: string): string => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Builds the list of block definitions from the block folders' `definition.tsx` modules (module path → module,
 * the definition exported under its type's name), in the order of the names: a name without its folder's
 * definition, a folder that is no listed name, or a definition whose `type` is not its folder's throws, naming what
 * is wrong (docs/decisions/073). Adding a block is its folder plus its name in ./types.
 */
export function collectBlocks<T extends string = BlockType>(
  modules: Record<string, Record<string, unknown>>,
  types: readonly T[] = BLOCK_TYPES as readonly string[] as readonly T[],
  // biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the list only needs the shape.
): BlockDefinition<any, T>[] {
  const byFolder = new Map(Object.entries(modules).map(([path, module]) => [path.split("/").at(-2) ?? path, { path, module }]));
  const known = new Set(types.map(folderOf));
  const stray = [...byFolder.values()].filter(({ path }) => !known.has(path.split("/").at(-2) ?? ""));
  if (stray.length > 0) throw new Error(`Block definitions without a name in BLOCK_TYPES (common/blocks/types.ts): ${stray.map((s) => s.path).join(", ")}`);
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const definition = (type: string) => byFolder.get(folderOf(type))?.module[type] as BlockDefinition<any> | undefined;
  const missing = types.filter((type) => definition(type)?.type !== type);
  if (missing.length > 0)
    throw new Error(
      `Block types without their definition (common/blocks/<folder>/definition.tsx exporting \`const <type> = defineBlock({ type: "<type>", … })\`): ${missing.map((type) => `${type} (${folderOf(type)}/definition.tsx)`).join(", ")}`,
    );
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  return types.map((type) => definition(type) as BlockDefinition<any, T>);
}

/**
 * The list of block definitions: every block folder's definition, once, in the order of BLOCK_TYPES. The glob
 * names no block; a build (vite, vitest) resolves it to the same static imports an explicit list would be. BLOCKS
 * derives from it.
 */
export const BLOCK_LIST = collectBlocks(import.meta.glob<Record<string, unknown>>("./*/definition.tsx", { eager: true }));

/** Render registry by type: views and option schemas only. Editor parts live in a separate registry (edit mode only). */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the map only needs the shape.
export const BLOCKS: Record<BlockType, BlockDefinition<any>> = blocksByType(BLOCK_LIST);

/** A list of definitions by type (a type twice is an error); also builds a registry with a test's extra block. */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the map only needs the shape.
export function blocksByType<L extends readonly BlockDefinition<any>[]>(list: L): { [D in L[number] as D["type"]]: BlockDefinition<any> } {
  const byType = Object.fromEntries(list.map((definition) => [definition.type, definition]));
  if (Object.keys(byType).length !== list.length) throw new Error("a block type is listed twice");
  return byType as never;
}
