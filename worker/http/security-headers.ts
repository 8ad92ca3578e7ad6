import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { CspDirective } from "../../common/tracking/providers";
import { isLocalHost } from "../sites/site";

/** No tracking provider configured: the policy names no third-party script host. */
const NO_TRACKING: Record<CspDirective, string[]> = { "script-src": [], "connect-src": [], "img-src": [], "frame-src": [] };

/** Cloudflare Stream's upload addresses: the editor sends own videos there (one POST, or tus chunks above 200 MB). */
const STREAM_UPLOAD_HOSTS = "https://upload.videodelivery.net https://*.cloudflarestream.com";

/** The national geo service: vector tiles, styles, sprites and glyphs of the course map (maplibre fetches them). */
const MAP_HOSTS = "https://vectortiles.geo.admin.ch https://*.geo.admin.ch";

/**
 * The Content-Security-Policy of every HTML answer (docs/decisions/014). Scripts only from this origin: the
 * pages carry no inline script to run (island props are `application/json` data blocks, which no policy
 * governs), so no nonce or hash is needed and cached HTML stays valid. Sites with tracking ids add exactly
 * their providers' hosts (common/tracking/providers.ts), and only after consent does a page load from them. Styles allow inline attributes and
 * elements: the map, sliders, Radix, tiptap and toasts set them, and a style cannot run code. Frames: video
 * and the booking provider the editor chooses (any https page); maplibre runs its worker from a blob. Pages that
 * are not live pages (edit mode, sign-in) may also send to Stream's upload hosts: the editor uploads videos there.
 */
export function contentSecurityPolicy(dev: boolean, tracking: Record<CspDirective, string[]> = NO_TRACKING, uploads = false): string {
  const extra = (directive: CspDirective) => tracking[directive].map((host) => ` ${host}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${extra("script-src")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${MAP_HOSTS}${uploads ? ` ${STREAM_UPLOAD_HOSTS}` : ""}${extra("connect-src")}${dev ? " ws: wss:" : ""}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "frame-src https:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Geolocation only for pages whose map offers "where am I"; nothing else asks for a sensor. */
export const permissionsPolicy = (geolocation: boolean) => `geolocation=(${geolocation ? "self" : ""}), camera=(), microphone=(), payment=(), usb=()`;

/**
 * Headers on every answer: nosniff and a referrer policy everywhere; on HTML the policy above, a permissions
 * policy (a route may set its own first), and HSTS on https outside local development.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Headers of an answer passed through from a fetch (the game's object) are immutable: copy it first.
    const passed = c.res;
    c.res = undefined;
    c.res = new Response(passed.body, passed);
  }
  const headers = c.res.headers;
  const url = new URL(c.req.url);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) return;
  // A page may set its own policy first (live pages of sites with tracking ids add exactly their providers' hosts).
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(isLocalHost(url.hostname), NO_TRACKING, true));
  headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Permissions-Policy")) headers.set("Permissions-Policy", permissionsPolicy(false));
  if (url.protocol === "https:" && !isLocalHost(url.hostname)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
};
