import { z } from "zod";
import { type FormLang, formMessages, HONEYPOT_MESSAGE } from "./messages";

/** The sponsor packages and their prices in CHF (visitor-side section 9). Standing lunch has two slots. */
export const SPONSOR_PACKAGES = {
  hauptsponsor: 29_000,
  standprasenz6m: 1_800,
  standprasenz9m: 2_700,
  stehlunch: 2_500,
  stehlunch2: 2_500,
  nachmittagpause: 2_000,
  vormittagspause: 2_000,
} as const;
export type SponsorPackage = keyof typeof SPONSOR_PACKAGES;
export const SPONSOR_PACKAGE_KEYS = Object.keys(SPONSOR_PACKAGES) as SponsorPackage[];
export const PRICE_PER_PERSON = 300;
export const PRICE_PER_ASPECT_PERSON = 399;
/** After a result the sponsor form returns to idle after 2 s (and resets after success). */
export const SPONSOR_FEEDBACK_MS = 2_000;

const packageFlags = Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, z.boolean().default(false)])) as Record<SponsorPackage, z.ZodDefault<z.ZodBoolean>>;

/** The sponsor form's schema, with messages in the visitor's language; shared by the browser and the worker. */
export function sponsorFormSchema(lang: FormLang) {
  const m = formMessages(lang);
  const count = z.number({ error: m.personsCount }).int(m.personsCount).min(0, m.personsCount).max(500, m.personsCount).default(0);
  return z
    .object({
      ...packageFlags,
      numberOfPersons: count,
      personsNames: z.string().max(2_000).default(""),
      aspectNumberOfPersons: count,
      aspectPersonsNames: z.string().max(2_000).default(""),
      company: z.string({ error: m.required }).trim().min(1, m.required).max(200),
      contactName: z.string({ error: m.required }).trim().min(1, m.required).max(200),
      phone: z.string({ error: m.phone }).trim().min(1, m.phone).max(40),
      email: z.email({ error: m.email }).max(200),
      website: z.string().max(0, HONEYPOT_MESSAGE).default(""),
      lang: z.enum(["de", "fr"]).default(lang),
    })
    .superRefine((value, ctx) => {
      if (value.numberOfPersons > 0 && !value.personsNames.trim()) ctx.addIssue({ code: "custom", path: ["personsNames"], message: m.personsNames });
      if (value.aspectNumberOfPersons > 0 && !value.aspectPersonsNames.trim()) ctx.addIssue({ code: "custom", path: ["aspectPersonsNames"], message: m.personsNames });
    });
}
export type SponsorForm = z.output<ReturnType<typeof sponsorFormSchema>>;

/** The total in CHF: chosen packages plus persons at 300 and aspect attendance at 399 per person. */
export function sponsorTotal(value: Partial<Record<SponsorPackage, boolean>> & { numberOfPersons?: number; aspectNumberOfPersons?: number }): number {
  const packages = SPONSOR_PACKAGE_KEYS.reduce((sum, key) => sum + (value[key] ? SPONSOR_PACKAGES[key] : 0), 0);
  const persons = Math.max(0, Math.floor(value.numberOfPersons ?? 0));
  const aspect = Math.max(0, Math.floor(value.aspectNumberOfPersons ?? 0));
  return packages + persons * PRICE_PER_PERSON + aspect * PRICE_PER_ASPECT_PERSON;
}

/** An amount in de-CH number format, e.g. 29’000. */
export function formatChf(amount: number): string {
  return new Intl.NumberFormat("de-CH", { maximumFractionDigits: 0 }).format(amount);
}
