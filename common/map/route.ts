// Routes as stored and as typed in the editor, parsed with zod (server and editor; the visitor's map gets them parsed).
import { z } from "zod";
import type { LngLat } from "./geo";

const longitude = z.number().finite().min(-180).max(180);
const latitude = z.number().finite().min(-90).max(90);
/** One [longitude, latitude] pair. */
export const lngLatSchema = z.tuple([longitude, latitude]);
/** A map route (editor-side: array of [longitude, latitude] pairs), at least two pairs to draw a line. */
export const routeSchema = z.array(lngLatSchema).min(2).max(5_000);

export type RouteResult = { ok: true; route: LngLat[] } | { ok: false; error: string };

/**
 * Validates a stored route. Nothing stored (null, undefined, empty string) is no route and no error;
 * anything else that is not a list of at least two valid pairs is an error (the caller logs it and draws no route).
 */
export function parseRoute(value: unknown): RouteResult | null {
  if (value === null || value === undefined || value === "") return null;
  const parsed = routeSchema.safeParse(value);
  if (parsed.success) return { ok: true, route: parsed.data.map(([lng, lat]) => [lng, lat] as LngLat) };
  return { ok: false, error: parsed.error.issues.map((issue) => `${issue.path.join(".") || "route"}: ${issue.message}`).join("; ") };
}

/** The message of the editor's route input for anything that is not a route. */
export const INVALID_COORDINATES = "Invalid format: Invalid coordinates format";

export type RouteInputResult = { ok: true; route: LngLat[] | null } | { ok: false; error: string };

/**
 * The editor's map route input (editor-side section 5): empty input saves null; otherwise either a decimal
 * coordinate-pair list ("8.724, 47.5; 8.731, 47.5008", one pair per line or separated by semicolons or
 * spaces, at least two pairs) or JSON after cleaning: an array of pairs, a single nested array of pairs, or a
 * feature collection whose first feature is a line string. Anything else fails with INVALID_COORDINATES,
 * JSON that does not parse with its parse message.
 */
export function parseRouteInput(input: string): RouteInputResult {
  const text = input.trim();
  if (text === "") return { ok: true, route: null };
  if (!/^[[{]/.test(text)) {
    if (!/^[-+\d.,;\s]+$/.test(text)) return { ok: false, error: INVALID_COORDINATES };
    const numbers = text.match(/[-+]?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    if (numbers.length < 4 || numbers.length % 2 !== 0) return { ok: false, error: INVALID_COORDINATES };
    const pairs: LngLat[] = [];
    for (let i = 0; i < numbers.length; i += 2) pairs.push([numbers[i] as number, numbers[i + 1] as number]);
    return asRoute(pairs);
  }
  let value: unknown;
  try {
    // Cleaning: single quotes become double quotes, trailing commas before a closing bracket go.
    value = JSON.parse(text.replace(/'/g, '"').replace(/,\s*([\]}])/g, "$1"));
  } catch (error) {
    return { ok: false, error: `Invalid format: ${(error as Error).message}` };
  }
  if (Array.isArray(value) && value.length === 1 && Array.isArray(value[0]) && Array.isArray(value[0][0])) value = value[0];
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const collection = value as { type?: unknown; features?: { geometry?: { type?: unknown; coordinates?: unknown } }[] };
    const geometry = collection.type === "FeatureCollection" ? collection.features?.[0]?.geometry : undefined;
    if (geometry?.type !== "LineString") return { ok: false, error: INVALID_COORDINATES };
    value = geometry.coordinates;
  }
  return asRoute(value);
}

function asRoute(value: unknown): RouteInputResult {
  const parsed = routeSchema.safeParse(value);
  return parsed.success ? { ok: true, route: parsed.data.map(([lng, lat]) => [lng, lat] as LngLat) } : { ok: false, error: INVALID_COORDINATES };
}
