import { z } from "zod";
import { linkValueSchema } from "../../link";
import { opt } from "../define";

/** The spec's option vocabulary (editor-side section 3), shared by the blocks that offer the same choice. */

export const COLORS = ["primary", "secondary", "background", "header"] as const;
/** The base colours plus the 2 extended ones (accent, muted): what the colour swatch option offers (editor-side section 5). */
export const SWATCH_COLORS = [...COLORS, "accent", "muted"] as const;
export type SurfaceColor = (typeof SWATCH_COLORS)[number];
/** colorSwatches: a surface colour class `surface-{color}`. */
export const colorOption = (fallback: SurfaceColor = "background") => opt.enum(SWATCH_COLORS, fallback);
/** alignment: left, center or right text. */
export const alignmentOption = (fallback: "left" | "center" | "right" = "left") => opt.enum(["left", "center", "right"], fallback);
/** gridLayout: grid, masonry, split, carousel or avatar. */
export const gridLayoutOption = (fallback: "grid" | "masonry" | "split" | "carousel" | "avatar" = "grid") =>
  opt.enum(["grid", "masonry", "split", "carousel", "avatar"], fallback);
/** columnLayout: 3, 4 or 5 columns. */
export const columnLayoutOption = (fallback: "3" | "4" | "5" = "3") => opt.enum(["3", "4", "5"], fallback);
/** imageFormat: square or portrait. */
export const imageFormatOption = (fallback: "square" | "portrait" = "square") => opt.enum(["square", "portrait"], fallback);
/** A single link option (link value of editor-side section 3); anything else reads as no link. */
export const linkOption = () => linkValueSchema.nullable().catch(null).default(null);
/** One link per item, indexed by the item's position; a broken entry reads as no link. */
export const linksOption = () => z.array(linkValueSchema.nullable().catch(null)).max(50).catch([]).default([]);
/** number of items shown, clamped to a range. */
export const itemCountOption = (fallback: number, max = 24) => opt.number(fallback, 1, max);
