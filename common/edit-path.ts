// No imports: the live pages' small script (client/edit-link.ts) uses this too, and must not pull in zod.

/** Paths under a locale that have no edit mode: the login page and the game's share redirect. */
const NO_EDIT_MODE = /^\/(edit|login|game)(\/|$)/;

/**
 * The edit-mode address of a live address of this site: /{locale}[/{collection}]/{slug} becomes
 * /{locale}/edit[/{collection}]/{slug}, query and fragment kept (editor-side section 2: link targets are rebuilt
 * with locale and mode). Null for anything else: other sites, files, the API, edit mode itself, the login page.
 */
export function editPathOf(href: string, locales: readonly string[]): string | null {
  const match = /^\/([a-z]{2})((?:\/[^?#]*)?)([?#].*)?$/.exec(href);
  if (!match || !locales.includes(match[1]!)) return null;
  const rest = match[2]!.replace(/\/$/, "");
  if (NO_EDIT_MODE.test(rest)) return null;
  return `/${match[1]}/edit${rest}${match[3] ?? ""}`;
}
