import type { MarkerIcon } from "./geo";

/** Small 16 px marker glyphs drawn with paths (no external files): flag, chequered flag, star. */
export const ICON_PATHS: Record<Exclude<MarkerIcon, "default">, string> = {
  start: "M3 1h2v14H3zM5 2h8l-2 3 2 3H5z",
  end: "M3 1h2v14H3zM5 2h8v6H5zm0 0v3h2.7V2zm2.7 3v3h2.6V5zm2.6-3v3H13V2z",
  party: "M8 1l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 11.8 3.8 14l.8-4.7L1.2 6l4.7-.7z",
};
