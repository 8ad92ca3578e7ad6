import { blockAllowed, blockProgram } from "../../common/editor/block-editors";
import type { BlockType } from "../../common/blocks/types";
import { ApiError } from "../http/errors";
import type { Site } from "../sites/site";

/**
 * Refuses a block type the site's programs do not unlock (optician-only and golf-only blocks, docs/decisions/069):
 * 403 naming the field and the program, the same rule the block picker offers by.
 */
export function assertBlocksAllowed(site: Pick<Site, "programs">, types: readonly BlockType[], field: string): void {
  const refused = types.find((type) => !blockAllowed(type, site.programs));
  if (!refused) return;
  throw new ApiError(403, "program_required", `${field}: the block ${refused} is only for sites in the ${blockProgram(refused)} program`, {
    field,
    program: blockProgram(refused),
  });
}
