import { DEFAULT_THEME, MAP_STYLES, MAP_THEMES, type MapTheme } from "./constants";

/** The stored theme when it is a known one; light otherwise (also when nothing is stored). */
export function parseTheme(stored: string | null | undefined): MapTheme {
  return (MAP_THEMES as readonly string[]).includes(stored ?? "") ? (stored as MapTheme) : DEFAULT_THEME;
}

/** The other theme: what the toggle switches to. */
export function otherTheme(theme: MapTheme): MapTheme {
  return theme === "light" ? "imagery" : "light";
}

/** The style URL of a theme. */
export function styleUrl(theme: MapTheme): string {
  return MAP_STYLES[theme];
}
