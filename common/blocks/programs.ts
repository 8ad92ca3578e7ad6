import type { BlockType } from "./types";

/** Membership programs a site can be in (the `programs` of its row): each unlocks its own blocks. */
export const PROGRAMS = ["optician", "golf"] as const;
export type Program = (typeof PROGRAMS)[number];

/**
 * Block types only sites in a program get (docs/decisions/030, 069): the optician-only blocks, and the urban golf
 * game's blocks for sites with a golf course. Every other block type is for every site.
 */
export const BLOCK_PROGRAMS: Partial<Record<BlockType, Program>> = {
  goFeed: "optician",
  businessSearch: "optician",
  marketplace: "optician",
  gameSetup: "golf",
  scoreTracker: "golf",
};

/** The program a block type needs, or null when every site may use it. */
export const blockProgram = (type: BlockType): Program | null => BLOCK_PROGRAMS[type] ?? null;

/** Whether a site with these programs may use the block type. */
export const blockAllowed = (type: BlockType, programs: readonly string[]): boolean => {
  const program = blockProgram(type);
  return program === null || programs.includes(program);
};
