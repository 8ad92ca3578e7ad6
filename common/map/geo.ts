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
