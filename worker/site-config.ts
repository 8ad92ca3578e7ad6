import { z } from "zod";
import { type Locale, parseOfferedLocales } from "../common/locales";

export type SiteConfig = { locales: Locale[]; defaultLocale: Locale; siteName: string };

const envSchema = z.object({
  SITE_LOCALES: z.string().min(2, "SITE_LOCALES must list at least one locale, e.g. de,fr"),
  SITE_NAME: z.string().min(1, "SITE_NAME must not be empty"),
});

let cached: { source: string; config: SiteConfig } | undefined;

/** Reads and validates the site configuration from the environment once per isolate; a bad value fails loudly. */
export function siteConfig(env: Pick<Env, "SITE_LOCALES" | "SITE_NAME">): SiteConfig {
  const source = `${env.SITE_LOCALES}|${env.SITE_NAME}`;
  if (cached?.source === source) return cached.config;
  const parsed = envSchema.parse(env);
  const locales = parseOfferedLocales(parsed.SITE_LOCALES);
  const config = { locales, defaultLocale: locales[0]!, siteName: parsed.SITE_NAME };
  cached = { source, config };
  return config;
}
