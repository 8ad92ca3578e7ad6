// Plain geometry, no zod: the visitor's map engine imports this module (parsing routes: ./route.ts; building
// stops from entries, which reads rich text: ./stops.ts).
import type { MapStop } from "./stops";

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

/** The route as a GeoJSON LineString feature. */
export function routeFeature(route: readonly LngLat[]): {
  type: "Feature";
  properties: Record<string, never>;
  geometry: { type: "LineString"; coordinates: LngLat[] };
} {
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

/** Every marker position of the stops, in order. */
export function markerPositions(stops: readonly MapStop[]): LngLat[] {
  return stops.flatMap((stop) => stop.markers.map((marker) => [marker.lng, marker.lat] as LngLat));
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
