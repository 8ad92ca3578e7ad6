import { BLOCK_TYPES, type BlockType } from "./registry";

/** Block types of the spec (editor-side section 1), derived from the one list in ./registry (docs/decisions/073). */
export { BLOCK_TYPES, type BlockType };

/** True when `type` names a block this build can render. */
export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}
