import type { BlockDefinition, BlockNeeds } from "./define";
import { BLOCK_LIST, BLOCKS } from "./registry";
import { DEFAULT_PAR } from "../game/scoring";

/** A block as the loaders see it: its type and its stored option values. */
type StoredBlock = { type: string; options: Record<string, unknown> };

/**
 * The declarations `key` of a page's blocks (docs/decisions/073), each with the block's parsed options; blocks of
 * unknown types and blocks that declare nothing under `key` are left out (their options are not parsed).
 */
export function declared<K extends keyof BlockNeeds<unknown>>(
  blocks: readonly StoredBlock[],
  key: K,
  // biome-ignore lint/suspicious/noExplicitAny: each definition keeps its own option type; its own schema parses them.
  registry: Record<string, BlockDefinition<any>> = BLOCKS,
): { need: NonNullable<BlockNeeds<unknown>[K]>; options: unknown }[] {
  return blocks.flatMap((block) => {
    const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
    if (!definition) return [];
    const need = definition.needs?.[key];
    return need ? [{ need: need as NonNullable<BlockNeeds<unknown>[K]>, options: definition.options.parse(block.options) }] : [];
  });
}

/** Whether a block of the page declares `key` (a flag, or a test of its options that holds). */
export function pageNeeds(blocks: readonly StoredBlock[], key: "businesses" | "geolocation" | "courseHoles"): boolean {
  return declared(blocks, key).some(({ need, options }) => (typeof need === "function" ? need(options) : need));
}

/** The par a hole page's blocks declare (`needs.holePar`; the first that does), else the default par. */
export function holePar(blocks: readonly StoredBlock[]): number {
  const [first] = declared(blocks, "holePar");
  return first ? first.need(first.options) : DEFAULT_PAR;
}

/** The block types declaring `key` (for SQL that must name them, e.g. the directory rows of the page loader). */
export function typesDeclaring(key: keyof BlockNeeds<unknown>): string[] {
  return BLOCK_LIST.filter((definition) => (definition as BlockDefinition<unknown>).needs?.[key]).map((definition) => definition.type);
}

/** The block types as a quoted SQL list ('a', 'b'); the names are the list's identifiers, never user input. */
export const sqlTypeList = (types: readonly string[]) => types.map((type) => `'${type}'`).join(", ");
