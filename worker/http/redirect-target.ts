/**
 * A redirect target taken from user input (`next`, a Referer): resolved against the site's origin and kept
 * only when it stays on that origin and holds no control character; answered as a path (+ query, hash).
 * Resolving like the browser does is the point: "/\t/evil.test" or "/\\evil.test" look like paths to a
 * prefix check, but browsers strip tabs and read backslashes as slashes and land on evil.test.
 */
export function sameOriginPath(target: string | null | undefined, origin: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!target || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return url.pathname + url.search + url.hash;
}
