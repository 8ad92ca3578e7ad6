import { Hono } from "hono";
import { renderToString } from "react-dom/server";
import { renderBlocksSchema, type RenderedBlocks } from "../../common/editor/block-render";
import { parsePagePath } from "../../common/routes";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { loadOutsideForPage } from "../outside/page-data";
import { outsideConfig } from "../outside/config";
import { currentSite } from "../outside/site";
import { BlockSection } from "../pages/block-list";
import { keepLinksInEditMode } from "../pages/edit-mode-links";
import { blockEditorData, buttonWarnings } from "../pages/editor-mount";
import { loadLivePage } from "../pages/load-live-page";
import { renderContext } from "../pages/page-view";

/**
 * /render/blocks (decision 076): blocks of a page rendered again as edit mode renders them (drafts, the page's own
 * view and data, edit markers, links kept in edit mode), so the editor swaps a changed block into the page in
 * place instead of reloading it. Answers the page's block order with every block's version as well.
 */
export const renderApi = new Hono<AppEnv>().post("/blocks", validate("json", renderBlocksSchema), async (c) => {
  const { pageId, locale, groupIds, known } = c.req.valid("json");
  const site = c.get("site");
  const route = parsePagePath(`/${locale}/edit/${pageId}`, new URLSearchParams());
  if (!route || !site.locales.includes(locale)) throw new ApiError(404, "not_found", "Seite nicht gefunden");
  const data = await loadLivePage(c.get("db"), route, site.locales, null, "draft");
  if (!data.found) throw new ApiError(404, "not_found", "Seite nicht gefunden");
  const wanted = new Set(groupIds);
  const shown = known ? new Set(known) : null;
  const blocks = data.page.blocks.filter((block) => wanted.has(block.id) || (shown !== null && !shown.has(block.id)));
  data.outside = await loadOutsideForPage(
    c.env,
    c.get("db"),
    outsideConfig(c.env, new URL(c.req.url).origin),
    currentSite(c),
    blocks,
    locale,
    data.chrome.settings,
    null,
  );
  const ctx = renderContext(data, "edit");
  const rendered = await Promise.all(
    blocks.map(async (block) => {
      // A prefix of its own per block: ids from useId() (islands, labels) never repeat those of the page around it.
      const html = renderToString(<BlockSection block={block} ctx={ctx} />, { identifierPrefix: `b${block.id}-` });
      const linked = keepLinksInEditMode(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }), site.locales);
      return { id: block.id, html: await linked.text() };
    }),
  );
  const answer: RenderedBlocks = {
    order: data.page.blocks.map((block) => ({ id: block.id, version: block.version ?? null })),
    blocks: rendered,
    editor: { ...blockEditorData(blocks, data.courses ?? []), buttonWarnings: buttonWarnings(data.page.blocks) },
  };
  return c.json(answer);
});
