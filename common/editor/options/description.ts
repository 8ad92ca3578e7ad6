import { z } from "zod";
import { OPTION_TYPES } from "./option-types";

const conditionSchema = z.object({ option: z.string(), operator: z.enum(["=", "!=", ">", "<"]), value: z.union([z.boolean(), z.number()]) });

/**
 * One option as the editor offers it, described by the server from the block's schema (choices, number range)
 * and its editor options (type, display condition), so the editor entry needs no block view code.
 */
export const optionDescriptionSchema = z.object({
  key: z.string(),
  type: z.enum(OPTION_TYPES),
  when: conditionSchema.optional(),
  choices: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** The value the block shows while the option is not set (or cleared). */
  default: z.unknown().optional(),
});
export type OptionDescription = z.infer<typeof optionDescriptionSchema>;

/** A media field the options menu hands to the media library. */
export const mediaDescriptionSchema = z.object({ field: z.string(), mediaType: z.enum(["image", "video"]) });

/** What the options menu of one block type offers; `owned` are options other editors set (not unknown ones). */
export const blockOptionsDescriptionSchema = z.object({
  options: z.array(optionDescriptionSchema),
  media: z.array(mediaDescriptionSchema),
  owned: z.array(z.string()),
});
export type BlockOptionsDescription = z.infer<typeof blockOptionsDescriptionSchema>;

/** A block of the page as its options menu needs it: current option values and the positions of its cards. */
export const groupOptionsSchema = z.object({ blockType: z.string(), values: z.record(z.string(), z.unknown()), positions: z.array(z.number()) });
export type GroupOptions = z.infer<typeof groupOptionsSchema>;
