/**
 * Membership programs a site can be in (the `programs` of its row): each unlocks its own blocks. Which block needs
 * which program is in the block's editor part (`picker.program`, docs/decisions/030, 069, 072); the rule reads it in
 * common/editor/block-editors.ts.
 */
export const PROGRAMS = ["optician", "golf"] as const;
export type Program = (typeof PROGRAMS)[number];
