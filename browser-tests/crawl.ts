import { get as httpGet } from "node:http";

/** A page reached by following the site's own links: its path (after redirects) and its HTML. */
export type CrawledPage = { path: string; html: string };

const EDITOR = { email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" };
// Not pages: media files, built assets, the API, the game's sockets, feeds and the SEO files.
const NOT_A_PAGE = /^\/(media|assets|api|parties|client)\/|\.(xml|txt|svg|png|jpe?g|webp|webm|js|css|csv|json|ico)$/;

/** Same-origin page paths linked from `html` (query and fragment dropped), under one of `prefixes`. */
export function linkedPaths(html: string, prefixes: string[]): string[] {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/\bhref="(\/[^"]*)"/g)) {
    const path = (href ?? "").replace(/&amp;/g, "&").split(/[?#]/)[0] ?? "";
    if (path && !NOT_A_PAGE.test(path) && prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) paths.add(path);
  }
  return [...paths];
}

type Answer = { ok: boolean; url: string; contentType: string; text: () => Promise<string> };

/**
 * GET `url` naming `host` in the Host header (following redirects): Node cannot resolve `*.localhost` names such as
 * the second demo site's `lausanne.localhost`, so the request goes to the server's address under the site's name.
 */
function getAs(url: string, host: string, headers: Record<string, string>, redirects = 5): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { ...headers, Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && redirects > 0) {
          const next = new URL(location, url);
          resolve(getAs(new URL(next.pathname + next.search, url).href, host, headers, redirects - 1));
          return;
        }
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({ ok: status >= 200 && status < 300, url, contentType: String(response.headers["content-type"] ?? ""), text: async () => body });
      });
    });
    request.on("error", reject);
  });
}

async function get(url: string, headers: Record<string, string>, host?: string): Promise<Answer> {
  if (host) return getAs(url, host, headers);
  const response = await fetch(url, { headers });
  return { ok: response.ok, url: response.url, contentType: response.headers.get("content-type") ?? "", text: () => response.text() };
}

/**
 * Follows links breadth-first from `starts`, staying under the given prefixes (e.g. /de, /fr, /de/edit), and
 * returns every HTML page that answered 200. `cookie` signs the requests in (edit mode); `host` names another site
 * of the server (its Host header, e.g. `lausanne.localhost:4173`).
 */
export async function crawl(base: string, starts: string[], prefixes: string[], cookie?: string, limit = 400, host?: string): Promise<CrawledPage[]> {
  const seen = new Set(starts);
  const queue = [...starts];
  const pages: CrawledPage[] = [];
  const found = new Set<string>();
  while (queue.length && pages.length < limit) {
    const batch = queue.splice(0, 6);
    const answers = await Promise.all(batch.map((path) => get(base + path, cookie ? { Cookie: cookie } : {}, host)));
    for (const response of answers) {
      const html = await response.text();
      const path = new URL(response.url).pathname;
      if (!response.ok || !response.contentType.startsWith("text/html") || found.has(path)) continue;
      found.add(path);
      pages.push({ path, html });
      for (const next of linkedPaths(html, prefixes)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return pages;
}

/** Signs the demo editor in and returns the session cookie (name=value). */
export async function editorCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(EDITOR),
  });
  if (!response.ok) throw new Error(`editor login failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("editor login set no cookie");
  return cookie;
}
