// The sponsor packages, prices and total, without zod: the island loads the schema (sponsor.ts) only when the form
// is used.
/** The sponsor packages and their prices in CHF (visitor-side section 9); the standing lunch has two slots. */
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
/** Upper bound of each person count: beyond the spec, it keeps a forged request from booking absurd totals. */
export const MAX_PERSONS = 500;
/** After a result the sponsor form returns to idle after 2 s (and resets after success). */
export const SPONSOR_FEEDBACK_MS = 2_000;

export type SponsorChoice = Partial<Record<SponsorPackage, boolean>> & { numberOfPersons?: number; aspectNumberOfPersons?: number };

/** A person count as the total uses it: whole, not negative, 0 when not a finite number. */
const persons = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The total in CHF: the chosen packages, plus 300 per person and 399 per aspect attendee. */
export function sponsorTotal(value: SponsorChoice): number {
  const packages = SPONSOR_PACKAGE_KEYS.reduce((sum, key) => sum + (value[key] === true ? SPONSOR_PACKAGES[key] : 0), 0);
  return packages + persons(value.numberOfPersons) * PRICE_PER_PERSON + persons(value.aspectNumberOfPersons) * PRICE_PER_ASPECT_PERSON;
}
