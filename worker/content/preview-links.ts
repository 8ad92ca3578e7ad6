import type { z } from "zod";
import type { Locale } from "../../common/locales";
import { PREVIEW_LINK_PREFIX, type PreviewLink, type previewLinkCreateSchema } from "../../common/preview-links";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { getItem } from "./items";

/**
 * Preview links (docs/decisions/126): a random 256-bit token in the address, only its SHA-256 in D1 (like sessions),
 * so a leaked row or backup opens nothing. A row per link also lists and revokes it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired and revoked rows are kept this long (the visitor gets "expired" rather than "unknown"), then dropped. */
const KEEP_ENDED_MS = 30 * DAY_MS;

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const tokenHash = async (token: string) => hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));

type LinkRow = { id: string; locale: Locale; expires_at: string; created_at: string };
const toLink = (row: LinkRow): PreviewLink => ({ id: row.id, locale: row.locale, expiresAt: row.expires_at, createdAt: row.created_at });

/** POST /page/preview/create: a new link to the page's draft; its address is returned once and never stored. */
export async function createPreviewLink(
  db: SiteDb,
  origin: string,
  input: z.output<typeof previewLinkCreateSchema>,
  userId: string,
): Promise<PreviewLink & { url: string }> {
  await getItem(db, input.id, "page");
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const id = hex(crypto.getRandomValues(new Uint8Array(16)));
  const now = Date.now();
  const expiresAt = new Date(now + input.days * DAY_MS).toISOString();
  const createdAt = new Date(now).toISOString();
  await db.batch([
    db.prepare("DELETE FROM preview_links WHERE site_id = $site AND expires_at < ?1").bind(new Date(now - KEEP_ENDED_MS).toISOString()),
    db
      .prepare(
        "INSERT INTO preview_links (site_id, id, token_hash, page_id, locale, expires_at, created_by, created_at) VALUES ($site, ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(id, await tokenHash(token), input.id, input.lang, expiresAt, userId, createdAt),
  ]);
  return { id, locale: input.lang, expiresAt, createdAt, url: `${origin}${PREVIEW_LINK_PREFIX}${token}` };
}

/** GET /page/previews: the page's links that still open (not expired, not revoked), the newest first. */
export async function listPreviewLinks(db: SiteDb, pageId: string): Promise<PreviewLink[]> {
  await getItem(db, pageId, "page");
  const { results } = await db
    .prepare(
      "SELECT id, locale, expires_at, created_at FROM preview_links WHERE site_id = $site AND page_id = ?1 AND revoked_at IS NULL AND expires_at > ?2 ORDER BY created_at DESC, id",
    )
    .bind(pageId, new Date().toISOString())
    .all<LinkRow>();
  return results.map(toLink);
}

/** POST /page/preview/revoke: the link stops opening at once (its row stays a while so visitors read "revoked"). */
export async function revokePreviewLink(db: SiteDb, pageId: string, linkId: string): Promise<void> {
  const { meta } = await db
    .prepare("UPDATE preview_links SET revoked_at = ?3 WHERE site_id = $site AND page_id = ?1 AND id = ?2 AND revoked_at IS NULL")
    .bind(pageId, linkId, new Date().toISOString())
    .run();
  if (!meta.changes) throw new ApiError(404, "not_found", "Diesen Vorschau-Link gibt es nicht (mehr)");
}

/** What a token opens on this site: the page and language, a link that ended (expired or revoked), or nothing. */
export type PreviewTarget = { pageId: string; locale: Locale } | { ended: true } | null;

/** Looks up a visitor's token among this site's links (a link of another site is unknown here). */
export async function findPreviewLink(db: SiteDb, token: string): Promise<PreviewTarget> {
  const row = await db
    .prepare("SELECT page_id, locale, expires_at, revoked_at FROM preview_links WHERE site_id = $site AND token_hash = ?1")
    .bind(await tokenHash(token))
    .first<{ page_id: string; locale: Locale; expires_at: string; revoked_at: string | null }>();
  if (!row) return null;
  if (row.revoked_at || row.expires_at <= new Date().toISOString()) return { ended: true };
  return { pageId: row.page_id, locale: row.locale };
}
