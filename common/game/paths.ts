import type { Locale } from "../locales";

/** The urban golf pages by their reserved slugs. */
export type GameStep = "~start" | "~edit" | "~share" | "~play" | "~coupon";

/** Address of a game page; with a game id, so that the page finds the game even without stored state. */
export function gamePath(locale: Locale, step: GameStep, gameId?: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(gameId ? { id: gameId } : {}), ...extra }).toString();
  return `/${locale}/${step}${query ? `?${query}` : ""}`;
}

/** A hole page of the course, carrying the game id. */
export function holePath(path: string, gameId: string | null): string {
  return gameId ? `${path}?id=${encodeURIComponent(gameId)}` : path;
}

/**
 * The share token of a game: FNV-1a (32 bit, base 36) of its id. It is no secret (whoever has the link has the id);
 * it marks a link as a share link and lets a page tell a complete id from one cut off in a chat message.
 */
export function shareToken(gameId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) {
    hash ^= gameId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The site's primary origin as the server rendered it (<body data-origin>), so shared links never carry another host. */
export function siteOrigin(): string {
  return document.body.dataset.origin || window.location.origin;
}

/** The read-only result page of a game (no account, no session): shared after the last hole. */
export function resultPath(locale: Locale, gameId: string): string {
  return `/${locale}/~result/${encodeURIComponent(gameId)}`;
}

/** The result's preview image for social networks (Open Graph), rendered by the worker. */
export function resultImagePath(locale: Locale, gameId: string): string {
  return `${resultPath(locale, gameId)}/image.png`;
}

/** The link the QR code and the share button hand out: {origin}/{locale}/game?id={gameId}&t={token}. */
export function shareUrl(origin: string, locale: Locale, gameId: string): string {
  return `${origin}/${locale}/game?id=${encodeURIComponent(gameId)}&t=${shareToken(gameId)}`;
}
