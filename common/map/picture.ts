// The course drawn on the server (decision 097): stops and route projected like maplibre's Web Mercator, in
// numbers the stylesheet turns into pixels of the frame (no zod, no maplibre: the worker renders it).
import { FIT_BOUNDS } from "./constants";
import type { LngLat } from "./geo";
import type { MapStop } from "./stops";

/**
 * Picture units: maplibre's world pixels (512 px tiles) at the fit's max zoom (16). One unit is one CSS pixel at
 * zoom 16, so the stylesheet's scale (px per unit) is capped at 1px, as fit-bounds caps the zoom at 16.
 */
export const PICTURE_WORLD = 512 * 2 ** FIT_BOUNDS.maxZoom;

/** A position in picture units: Web Mercator x to the east, y to the south, as maplibre's world coordinates. */
export function mercator([lng, lat]: LngLat): [number, number] {
  const x = (180 + lng) / 360;
  const y = (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;
  return [x * PICTURE_WORLD, y * PICTURE_WORLD];
}

/** Rounded to a hundredth of a unit (a hundredth of a pixel at zoom 16): short attributes, no visible difference. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A marker of the picture: its offset from the middle of the stops' box, in picture units. */
export type PictureMarker = { dx: number; dy: number; number: number; icon: MapStop["markers"][number]["icon"]; stopIndex: number };

/**
 * The picture of a course: the box around the markers (what fit-bounds fits), each marker's offset from the box's
 * middle, and the route as an SVG path in a box of its own (offset from the same middle).
 */
export type CoursePicture = {
  width: number;
  height: number;
  markers: PictureMarker[];
  route: { dx: number; dy: number; width: number; height: number; path: string } | null;
};

/** The smallest box the stylesheet divides by: a single point (or points in a line) still has a finite scale. */
const MIN_BOX = 1;

/** The picture of the stops and route, or null without stops. */
export function coursePicture(stops: readonly MapStop[], route: readonly LngLat[] | null): CoursePicture | null {
  const points = stops.flatMap((stop, stopIndex) => stop.markers.map((marker) => ({ marker, stopIndex, at: mercator([marker.lng, marker.lat]) })));
  if (points.length === 0) return null;
  const xs = points.map(({ at }) => at[0]);
  const ys = points.map(({ at }) => at[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let line: CoursePicture["route"] = null;
  if (route && route.length >= 2) {
    const projected = route.map(mercator);
    const rx = Math.min(...projected.map(([x]) => x));
    const ry = Math.min(...projected.map(([, y]) => y));
    const rw = Math.max(...projected.map(([x]) => x)) - rx;
    const rh = Math.max(...projected.map(([, y]) => y)) - ry;
    line = {
      dx: round(rx - cx),
      dy: round(ry - cy),
      width: round(Math.max(rw, MIN_BOX)),
      height: round(Math.max(rh, MIN_BOX)),
      path: projected.map(([x, y], i) => `${i === 0 ? "M" : "L"}${round(x - rx)} ${round(y - ry)}`).join(""),
    };
  }
  return {
    width: round(Math.max(maxX - minX, MIN_BOX)),
    height: round(Math.max(maxY - minY, MIN_BOX)),
    markers: points.map(({ marker, stopIndex, at }) => ({ dx: round(at[0] - cx), dy: round(at[1] - cy), number: marker.number, icon: marker.icon, stopIndex })),
    route: line,
  };
}

/**
 * The scale the stylesheet computes (px per unit): maplibre's fit-bounds in a frame of `width` x `height` px whose
 * bottom `insetBottom` px the drawers cover (the map's padding), with fit-bounds padding 50 and max zoom 16.
 */
export function pictureScale(picture: Pick<CoursePicture, "width" | "height">, width: number, height: number, insetBottom: number): number {
  const padding = FIT_BOUNDS.padding * 2;
  return Math.min((width - padding) / picture.width, (height - insetBottom - padding) / picture.height, 1);
}

/** Where a marker of the picture lies in the frame, in px from its top left corner (as the stylesheet places it). */
export function pictureOffset(
  picture: Pick<CoursePicture, "width" | "height">,
  marker: Pick<PictureMarker, "dx" | "dy">,
  width: number,
  height: number,
  insetBottom: number,
): [number, number] {
  const scale = pictureScale(picture, width, height, insetBottom);
  return [width / 2 + marker.dx * scale, (height - insetBottom) / 2 + marker.dy * scale];
}
