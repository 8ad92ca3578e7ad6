import { Hono } from "hono";
import { z } from "zod";
import { buttonStatusQuerySchema, pageAddSchema, pageIdSchema, pageInfoQuerySchema, pageInfoUpdateSchema } from "../../common/content-api";
import type { PageFlags } from "../../common/routes";
import type { AppEnv } from "../app-env";
import { requireEditor } from "../auth/guards";
import { currentEditor } from "../auth/session";
import { ApiError } from "../http/errors";
import { revalidateTags } from "../cache/page-cache";
import { routeTag } from "../cache/tags";
import { database } from "../content/pages";
import { answerNewPage } from "./new-page";
import { listPages } from "../content/page-list";
import { pageInfo, publicationStatus, removePage, revertAll, revertPage, translationStatus, updatePageInfo } from "../content/page-ops";
import { publishPage } from "../content/publish";
import { addOldAddress, listOldAddresses, removeOldAddress } from "../content/redirects";
import { oldAddressAddSchema, oldAddressRemoveSchema } from "../../common/old-addresses";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "../content/preview-links";
import { previewLinkCreateSchema, previewLinkRevokeSchema } from "../../common/preview-links";
import { siteOrigin } from "../site-origin";
import { automaticTranslationSetUp } from "../translation/ai-config";
import { recordChange } from "../content/changes";
import { validate } from "../http/validate";
import { loadLivePage } from "../pages/load-live-page";
import { buttonWarnings } from "../pages/editor-mount";
import { announce } from "../presence/announce";

const editor = requireEditor();
const NO_FLAGS: PageFlags = { toolbar: false, pagemenu: false, settings: false, searchquery: null };

/** /page: create, list, publish, revert, remove, status and info (editor-side section 7). */
export const pageApi = new Hono<AppEnv>()
  .get("/get", validate("query", z.object({ includeDrafts: z.enum(["true", "false"]).default("false") })), async (c) => {
    const includeDrafts = c.req.valid("query").includeDrafts === "true";
    // Published pages are public; drafts need a session.
    if (includeDrafts && !(await currentEditor(c, c.var.db))) throw new ApiError(401, "unauthenticated", "Anmeldung erforderlich");
    return c.json(await listPages(c.var.db, includeDrafts));
  })
  .post("/add", editor, validate("json", pageAddSchema), async (c) => answerNewPage(c, c.req.valid("json")))
  .post("/publish", editor, validate("json", pageIdSchema), async (c) => {
    const { id } = c.req.valid("json");
    await publishPage(database(c.var.db), c.env.PAGE_CACHE, id, c.get("editor").id);
    await recordChange(c.var.db, { pageId: id, itemId: id, itemType: "page", action: "publish", version: null, userId: c.get("editor").id });
    return c.json({ ok: true });
  })
  .post("/revert", editor, validate("json", pageIdSchema), async (c) => {
    const { id } = c.req.valid("json");
    await revertPage(c.var.db, id);
    await recordChange(c.var.db, { pageId: id, itemId: id, itemType: "page", action: "revert", version: null, userId: c.get("editor").id });
    return c.json({ ok: true });
  })
  .post("/revertAll", editor, async (c) => c.json({ ok: true, pages: await revertAll(c.var.db) }))
  .post("/remove", editor, validate("json", pageIdSchema), async (c) => {
    const { slugs } = await removePage(c.var.db, c.req.valid("json").id);
    await revalidateTags(c.env.PAGE_CACHE, c.var.site.id, [...slugs.map((s) => routeTag(s.locale, s.slug)), "pages"]);
    return c.json({ ok: true });
  })
  .get("/status/publication", editor, validate("query", pageIdSchema), async (c) => c.json(await publicationStatus(c.var.db, c.req.valid("query").id)))
  // Computed when the publication dialog opens, from the drafts as they are then (not from the page's first render).
  .get("/status/buttons", editor, validate("query", buttonStatusQuerySchema), async (c) => {
    const { id, lang } = c.req.valid("query");
    const loaded = await loadLivePage(c.var.db, { locale: lang, edit: true, collection: null, slug: id, flags: NO_FLAGS }, c.var.site.locales, null, "draft");
    if (!loaded.found) throw new ApiError(404, "not_found", "Seite nicht gefunden");
    return c.json({ warnings: buttonWarnings(loaded.page.blocks) });
  })
  .get("/status/translation", editor, validate("query", pageIdSchema), async (c) =>
    c.json({ ...(await translationStatus(c.var.db, c.req.valid("query").id, c.var.site.locales)), automatic: automaticTranslationSetUp(c.env) }),
  )
  .get("/info", editor, validate("query", pageInfoQuerySchema), async (c) => {
    const { id, lang } = c.req.valid("query");
    return c.json(await pageInfo(c.var.db, id, lang));
  })
  // Old addresses (docs/decisions/125): they answer visitors at once, so they are no draft and need no publication.
  .get("/redirects", editor, validate("query", pageIdSchema), async (c) => c.json({ addresses: await listOldAddresses(c.var.db, c.req.valid("query").id) }))
  .post("/redirect/add", editor, validate("json", oldAddressAddSchema), async (c) =>
    c.json(await addOldAddress(c.var.db, c.var.site.locales, c.req.valid("json"))),
  )
  .post("/redirect/remove", editor, validate("json", oldAddressRemoveSchema), async (c) => {
    const { id, path } = c.req.valid("json");
    await removeOldAddress(c.var.db, id, path);
    return c.json({ ok: true as const });
  })
  // Preview links (docs/decisions/126): made, listed and revoked by editors; opening one needs no session.
  .get("/previews", editor, validate("query", pageIdSchema), async (c) => c.json({ links: await listPreviewLinks(c.var.db, c.req.valid("query").id) }))
  .post("/preview/create", editor, validate("json", previewLinkCreateSchema), async (c) =>
    c.json(await createPreviewLink(c.var.db, siteOrigin(c), c.req.valid("json"), c.get("editor").id)),
  )
  .post("/preview/revoke", editor, validate("json", previewLinkRevokeSchema), async (c) => {
    const { id, linkId } = c.req.valid("json");
    await revokePreviewLink(c.var.db, id, linkId);
    return c.json({ ok: true as const });
  })
  .put("/info", editor, validate("json", pageInfoUpdateSchema), async (c) => {
    const result = await updatePageInfo(c.var.db, c.req.valid("json"), c.get("editor").id);
    announce(c, c.req.valid("json").id, { itemId: c.req.valid("json").id, itemType: "page", version: result.version });
    return c.json(result);
  });
