/** Editor-side section 2: the overlays kept in the URL. At most one is set; none means the toolbar is closed. */
const MODE_FLAGS = ["toolbar", "pagemenu", "settings"] as const;
export type EditorMode = (typeof MODE_FLAGS)[number] | "closed";

/** Reads the mode from the query; if several flags are set (a hand-made address), the first in spec order wins. */
export function readMode(search: string): EditorMode {
  const params = new URLSearchParams(search);
  return MODE_FLAGS.find((flag) => params.get(flag) === "1") ?? "closed";
}

/** The query with exactly `mode`'s flag set (all three removed for "closed"); other parameters are kept. */
export function withMode(search: string, mode: EditorMode): string {
  const params = new URLSearchParams(search);
  for (const flag of MODE_FLAGS) params.delete(flag);
  if (mode !== "closed") params.set(mode, "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}
