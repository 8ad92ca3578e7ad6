import type { BlockDefinition } from "../../blocks/define";
import type { DisplayCondition } from "./display-conditions";
import type { OptionType } from "./option-types";

/** How the editor offers one option of a block: its option type and, optionally, when it shows. */
export type OptionSpec = { type: OptionType; when?: DisplayCondition };

/** A media field of the block that the options menu hands to the media library (option type media). */
export type MediaSpec = { type: "media"; mediaType: "image" | "video" };

/**
 * A block's editor options (in its editor part, common/editor/block-editor.ts): one entry per key of its options
 * schema (null where another editor owns the option, e.g. the collection a container lists), plus the media fields
 * the options menu opens the library for.
 */
export type BlockOptions = { options: Record<string, OptionSpec | null>; media: Record<string, MediaSpec> };

/** The option values type of a block definition. */
export type OptionsOf<D> = D extends BlockDefinition<infer O> ? O : never;

/** Shorthand for an option spec. */
export const option = (type: OptionType, when?: DisplayCondition): OptionSpec => (when ? { type, when } : { type });
/** Shorthand for a media field of the given kind. */
export const mediaField = (mediaType: "image" | "video"): MediaSpec => ({ type: "media", mediaType });
