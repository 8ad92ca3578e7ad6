import { z } from "zod";

/** A position as maplibre wants it: [longitude, latitude]. */
export type LngLat = [number, number];
/** South-west and north-east corners. */
export type Bounds = [LngLat, LngLat];

export const MARKER_ICONS = ["start", "end", "party", "default"] as const;
export type MarkerIcon = (typeof MARKER_ICONS)[number];

/** The icon of a marker: one of the known kinds, anything else (or nothing) is the default marker. */
export function markerIcon(value: unknown): MarkerIcon {
  return typeof value === "string" && (MARKER_ICONS as readonly string[]).includes(value) ? (value as MarkerIcon) : "default";
}

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

/** The route as a GeoJSON LineString feature. */
export function routeFeature(route: readonly LngLat[]): { type: "Feature"; properties: Record<string, never>; geometry: { type: "LineString"; coordinates: LngLat[] } } {
  return { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: route.map(([lng, lat]) => [lng, lat]) } };
}

/**
 * Reads a coordinate typed as free text (POI fields): a decimal with a point or a comma, within range.
 * Returns null for anything else.
 */
export function parseCoordinate(value: unknown, kind: "latitude" | "longitude"): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(",", ".") : "";
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  const limit = kind === "latitude" ? 90 : 180;
  return Math.abs(number) <= limit ? number : null;
}

/** The smallest south-west/north-east box around the points, or null without points. */
export function boundsOf(points: readonly LngLat[]): Bounds | null {
  const first = points[0];
  if (!first) return null;
  let [minLng, minLat] = first;
  let [maxLng, maxLat] = first;
  for (const [lng, lat] of points) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return [
    [minLng, minLat],
    [maxLng, maxLat],
  ];
}

/** True when the point lies inside the bounds (edges included). */
export function contains(bounds: Bounds, [lng, lat]: LngLat): boolean {
  return lng >= bounds[0][0] && lng <= bounds[1][0] && lat >= bounds[0][1] && lat <= bounds[1][1];
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
