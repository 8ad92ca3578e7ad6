import { z } from "zod";
import { isClosedMarker, type OpeningHours, openingHoursSchema, periodsByDay } from "../../common/opening-hours";
import { safeJsonForScript } from "../../common/safe-json";

/** The site owner's business as the chrome carries it for search engines: its name and its branches with raw hours and geo. */
export type BusinessFacts = {
  name: string;
  contactEmail: string;
  branches: {
    id: string;
    name: string;
    street: string;
    zip: string;
    city: string;
    phone: string | null;
    email: string | null;
    website: string | null;
    latitude: number | null;
    longitude: number | null;
    openingHours: OpeningHours;
  }[];
};

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const coordinate = z.coerce.number().finite().nullable().catch(null);
const factRow = z.object({
  name: z.string().catch(""),
  street: z.string().nullish(),
  streetNumber: z.string().nullish(),
  zip: z.string().nullish(),
  city: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  website: z.string().nullish(),
  latitude: z.union([z.string(), z.number()]).nullish(),
  longitude: z.union([z.string(), z.number()]).nullish(),
  openingHours: z.unknown(),
});

/** A stored branch row (the loader's json_object) as the facts the JSON-LD needs. */
export function branchFacts(id: string, raw: unknown): BusinessFacts["branches"][number] {
  const row = factRow.parse(raw);
  const hours = openingHoursSchema.safeParse(row.openingHours ?? {});
  const geo = (value: unknown) => (value == null || value === "" ? null : coordinate.parse(value));
  return {
    id,
    name: row.name,
    street: `${row.street ?? ""} ${row.streetNumber ?? ""}`.trim(),
    zip: row.zip ?? "",
    city: row.city ?? "",
    phone: row.phone || null,
    email: row.email || null,
    website: row.website || null,
    latitude: geo(row.latitude),
    longitude: geo(row.longitude),
    openingHours: hours.success ? hours.data : { periods: [], special: [] },
  };
}

/** schema.org OpeningHoursSpecification: one entry per weekday range, then special days (closed: 00:00 to 00:00) still to come on `today`. */
function hoursSpecification(hours: OpeningHours, today: string): Record<string, unknown>[] {
  const byDay = periodsByDay(hours);
  const week = DAYS.flatMap((day, index) =>
    (byDay.get(index + 1) ?? []).map((range) => {
      const [opens, closes] = range.split("–");
      return { "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day}`, opens, closes };
    }),
  );
  const special = hours.special
    .filter((entry) => (entry.until ?? entry.date) >= today)
    .map((entry) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: entry.date,
      validThrough: entry.until ?? entry.date,
      opens: isClosedMarker(entry) ? "00:00" : entry.open,
      closes: isClosedMarker(entry) ? "00:00" : entry.close,
      ...(entry.note ? { description: entry.note } : {}),
    }));
  return [...week, ...special];
}

function place(branch: BusinessFacts["branches"][number], today: string) {
  return {
    address: { "@type": "PostalAddress", streetAddress: branch.street, postalCode: branch.zip, addressLocality: branch.city },
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.latitude != null && branch.longitude != null
      ? { geo: { "@type": "GeoCoordinates", latitude: branch.latitude, longitude: branch.longitude } }
      : {}),
    openingHoursSpecification: hoursSpecification(branch.openingHours, today),
  };
}

/**
 * The business described for search engines (schema.org): `Optician` for sites in the optician program, else
 * `LocalBusiness`; the first branch gives the address, phone, geo and hours, further branches are its departments.
 */
export function businessJsonLd(business: BusinessFacts, options: { optician: boolean; url: string; today: string }): Record<string, unknown> {
  const type = options.optician ? "Optician" : "LocalBusiness";
  const [first, ...others] = business.branches;
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: business.name,
    url: options.url,
    ...(first ? place(first, options.today) : {}),
    ...(others.length
      ? {
          department: others.map((branch) => ({
            "@type": type,
            name: branch.name,
            ...(branch.website ? { url: branch.website } : {}),
            ...place(branch, options.today),
          })),
        }
      : {}),
  };
}

/** The JSON-LD as the text of its script element: no text inside can end the element or open markup. */
export const jsonLdText = (value: Record<string, unknown>) => safeJsonForScript(value);
