import { z } from "zod";
import { LOCALES, type Locale } from "./locale-list";

export { LOCALES, type Locale };
export const localeSchema = z.enum(LOCALES);

/** True when `value` is one of the ten supported locales. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Parses the configured "de,fr" list into offered locales; the first one is the default. */
export function parseOfferedLocales(value: string): Locale[] {
  const parts = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const offered = z.array(localeSchema).min(1).parse(parts);
  return [...new Set(offered)];
}

/** Picks the offered locale that best matches an Accept-Language header, else the default (first offered). */
export function negotiateLocale(header: string | null | undefined, offered: readonly Locale[]): Locale {
  const fallback = offered[0]!;
  if (!header) return fallback;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => offered.includes(entry.language as Locale));
  return (match?.language as Locale | undefined) ?? fallback;
}
