import { z } from "zod";
import { BLOCKS } from "../../blocks/registry";
import { strictSchema } from "../../blocks/define";
import { bookingLinkSchema } from "../../blocks/booking-container/definition";
import { isBlockType } from "../../blocks/types";
import { BLOCK_EDITORS } from "../block-editors";
import { linkValueSchema } from "../../link";
import { routeSchema } from "../../map/route";
import { validateBookingUrl } from "./booking-link";
import type { BlockOptionsDescription, OptionDescription } from "./description";
import { linkOptionValue } from "./link-option";
import type { OptionType } from "./option-types";

/**
 * Option values checked on save (decision 034). Blocks read stored options leniently (a value that does not
 * fit falls back to the default, so a page never breaks); a save is held to the schema without that fallback.
 */

export { strictSchema };

/** Rules of an option type beyond the block's schema: links resolvable, booking urls valid, routes drawable. */
const TYPE_RULES: Partial<Record<OptionType, (value: unknown) => string | null>> = {
  link: (value) => {
    const parsed = linkValueSchema.safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? "invalid link";
    const result = linkOptionValue(parsed.data, "de");
    return result.ok ? null : result.message;
  },
  bookingLink: (value) => {
    const parsed = bookingLinkSchema.safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? "invalid booking link";
    const result = validateBookingUrl(parsed.data.url, "de");
    return result.ok ? null : result.message;
  },
  mapRoute: (value) => {
    const parsed = routeSchema.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? "invalid route");
  },
};

function shapeOf(blockType: string): Record<string, z.ZodType> | null {
  if (!isBlockType(blockType)) return null;
  const schema = BLOCKS[blockType].options;
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
}

/**
 * Why a value cannot be saved as option `key` of a `blockType` block, or null when it can. Null always can: it
 * clears the option (the block shows its default), as emptying a text or the swatch's clear button do.
 */
export function optionValueProblem(blockType: string, key: string, value: unknown): string | null {
  const shape = shapeOf(blockType);
  if (!shape) return `unknown block type ${blockType}`;
  const field = shape[key];
  if (!field) return "not an option of this block";
  if (value === null) return null;
  const parsed = strictSchema(field).safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "invalid value";
  const spec = isBlockType(blockType) ? BLOCK_EDITORS[blockType].options[key] : null;
  return spec ? (TYPE_RULES[spec.type]?.(value) ?? null) : null;
}

/** The choices a block accepts for an option (its enum's values), if it is an enumeration. */
function choicesOf(schema: z.ZodType): string[] | undefined {
  const strict = strictSchema(schema);
  return strict instanceof z.ZodEnum ? (strict.options as string[]) : undefined;
}

/** The options menu of a block type: each editable option with its type, condition, choices and range. */
export function describeBlockOptions(blockType: string): BlockOptionsDescription {
  const shape = shapeOf(blockType);
  if (!shape || !isBlockType(blockType)) return { options: [], media: [], owned: [] };
  const specs = BLOCK_EDITORS[blockType];
  const defaults = BLOCKS[blockType].options.parse({}) as Record<string, unknown>;
  const options = Object.entries(specs.options).flatMap(([key, spec]): OptionDescription[] => {
    const field = shape[key];
    if (!spec || !field) return [];
    const strict = strictSchema(field);
    const range =
      strict instanceof z.ZodNumber
        ? {
            ...(Number.isFinite(strict.minValue) ? { min: strict.minValue ?? undefined } : {}),
            ...(Number.isFinite(strict.maxValue) ? { max: strict.maxValue ?? undefined } : {}),
          }
        : {};
    const choices = choicesOf(field);
    return [{ key, type: spec.type, ...(spec.when ? { when: spec.when } : {}), ...(choices ? { choices } : {}), ...range, default: defaults[key] }];
  });
  const owned = Object.entries(specs.options).flatMap(([key, spec]) => (spec ? [] : [key]));
  return { options, media: Object.entries(specs.media).map(([field, media]) => ({ field, mediaType: media.mediaType })), owned };
}
