import { z } from "zod";
import { localeSchema } from "../locales";
import { editorBootSchema } from "./boot";

/**
 * Wire shapes of the in-place render (decision 076): after a change of one block the editor asks the worker for
 * that block rendered again, in edit mode with the page's own view, and swaps it into the page instead of
 * reloading it.
 */
const itemId = z.string().min(1).max(64);

/**
 * POST /render/blocks: the page (in one locale) and the blocks to render again (none: only the order). With
 * `known` (the blocks a page shows), every block of the page not among them is rendered as well: another editor
 * added it.
 */
export const renderBlocksSchema = z.object({
  pageId: itemId,
  locale: localeSchema,
  groupIds: z.array(itemId).max(100).default([]),
  known: z.array(itemId).max(500).optional(),
});
export type RenderBlocksRequest = z.input<typeof renderBlocksSchema>;

/**
 * The answer: every block of the page in its order with its version (blocks not asked for keep their markup,
 * their version may have moved on), the asked blocks' markup (a block no longer on the page is left out), and the
 * boot data of those blocks (rich text, option values, option descriptions) plus the page's button warnings.
 */
export const renderedBlocksSchema = z.object({
  order: z.array(z.object({ id: itemId, version: z.number().int().nullable() })),
  blocks: z.array(z.object({ id: itemId, html: z.string() })),
  editor: editorBootSchema.pick({ richText: true, groups: true, blockOptions: true, buttonWarnings: true }),
});
export type RenderedBlocks = z.infer<typeof renderedBlocksSchema>;
