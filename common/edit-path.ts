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

/** The query flags of edit mode's overlays (editor-side section 2); the editor reads them in state/query-flags.ts. */
const MODE_FLAGS = ["toolbar", "pagemenu", "settings"];

/**
 * An edit-mode address that opens with the toolbar, for the ways into edit mode (signing in, the live pages'
 * "Bearbeiten"): whoever takes them wants to edit (issue 45). A path outside edit mode, or one naming an overlay
 * already, stays as it is.
 */
export function withToolbarOpen(path: string): string {
  const match = /^(\/[a-z]{2}\/edit(?:\/[^?#]*)?)(\?[^#]*)?(#.*)?$/.exec(path);
  if (!match) return path;
  const params = new URLSearchParams(match[2] ?? "");
  if (MODE_FLAGS.some((flag) => params.get(flag) === "1")) return path;
  params.set("toolbar", "1");
  return `${match[1]}?${params.toString()}${match[3] ?? ""}`;
}
