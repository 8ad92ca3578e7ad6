import { MercatorCoordinate } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { FIT_BOUNDS } from "./constants";
import { wheelStep } from "./drawer";
import { boundsOf, type LngLat } from "./geo";
import { coursePicture, mercator, PICTURE_WORLD, pictureOffset, pictureScale } from "./picture";
import { numberStops } from "./stops";

/** The demo course's first stops (Winterthur), one with a pair of markers. */
const POINTS: LngLat[] = [
  [8.724, 47.5],
  [8.731, 47.5008],
  [8.7318, 47.499],
  [8.742, 47.503],
];
const stops = numberStops([
  { id: "a", title: "A", text: "", image: null, pageUrl: null, pageUrlLabel: null, points: [{ at: POINTS[0] as LngLat, icon: "start" }] },
  { id: "b", title: "B", text: "", image: null, pageUrl: null, pageUrlLabel: null, points: [{ at: POINTS[1] as LngLat, icon: "default" }] },
  {
    id: "c",
    title: "C",
    text: "",
    image: null,
    pageUrl: null,
    pageUrlLabel: null,
    points: [
      { at: POINTS[2] as LngLat, icon: "default" },
      { at: POINTS[3] as LngLat, icon: "end" },
    ],
  },
]);

/**
 * maplibre's view after `fitBounds(bounds, { padding: 50, maxZoom: 16 })` with the map's bottom padding (the drawers
 * band), as its camera computes it for Web Mercator at bearing 0 (camera_helper.ts cameraForBoxAndBearing: the scale
 * of the tighter side, capped at the max zoom, the box's middle at the padded frame's middle), and `map.project` of a
 * point in that view: its world position less the centre's, plus the padded frame's middle. Positions come from
 * maplibre's own MercatorCoordinate.
 */
function maplibreProject(points: LngLat[], at: LngLat, width: number, height: number, insetBottom: number): [number, number] {
  const bounds = boundsOf(points);
  if (!bounds) throw new Error("no bounds");
  const nw = MercatorCoordinate.fromLngLat([bounds[0][0], bounds[1][1]]);
  const se = MercatorCoordinate.fromLngLat([bounds[1][0], bounds[0][1]]);
  const pad = FIT_BOUNDS.padding * 2;
  // World size 1 (MercatorCoordinate's units): the scale is the world's width in px.
  const worldPx = Math.min((width - pad) / (se.x - nw.x), (height - insetBottom - pad) / (se.y - nw.y), 512 * 2 ** FIT_BOUNDS.maxZoom);
  const point = MercatorCoordinate.fromLngLat(at);
  return [width / 2 + (point.x - (nw.x + se.x) / 2) * worldPx, (height - insetBottom) / 2 + (point.y - (nw.y + se.y) / 2) * worldPx];
}

describe("course picture (decision 097)", () => {
  it("projects like maplibre's Web Mercator (MercatorCoordinate), in world px at zoom 16", () => {
    for (const at of POINTS) {
      const coordinate = MercatorCoordinate.fromLngLat(at);
      const [x, y] = mercator(at);
      expect(x / PICTURE_WORLD).toBeCloseTo(coordinate.x, 12);
      expect(y / PICTURE_WORLD).toBeCloseTo(coordinate.y, 12);
    }
  });

  it("places every marker where maplibre's fitted view projects it, on a desktop, a phone and a narrow frame", () => {
    const picture = coursePicture(stops, null);
    if (!picture) throw new Error("no picture");
    expect(picture.markers.map((m) => [m.number, m.icon])).toEqual([
      [1, "start"],
      [2, "default"],
      [3, "default"],
      [3, "end"],
    ]);
    for (const [width, height, inset] of [
      [1280, 630, 180],
      [390, 560, 160],
      [300, 900, 0],
    ] as const) {
      picture.markers.forEach((marker, i) => {
        const [x, y] = pictureOffset(picture, marker, width, height, inset);
        const [mx, my] = maplibreProject(POINTS, POINTS[i] as LngLat, width, height, inset);
        expect(Math.abs(x - mx)).toBeLessThan(0.05);
        expect(Math.abs(y - my)).toBeLessThan(0.05);
      });
    }
  });

  it("caps the scale at zoom 16 (1 px per unit) like fit-bounds' max zoom; a single point sits in the middle", () => {
    const single = coursePicture(
      numberStops([{ id: "s", title: "S", text: "", image: null, pageUrl: null, pageUrlLabel: null, points: [{ at: [8.74, 47.502], icon: "party" }] }]),
      null,
    );
    if (!single) throw new Error("no picture");
    expect(pictureScale(single, 1280, 630, 180)).toBe(1);
    expect(pictureOffset(single, single.markers[0] ?? { dx: 0, dy: 0 }, 1280, 630, 180)).toEqual([640, 225]);
  });

  it("draws the route as a path in its own box, offset from the markers' middle", () => {
    const picture = coursePicture(stops, POINTS);
    const route = picture?.route;
    if (!picture || !route) throw new Error("no route");
    expect(route.path).toMatch(/^M[\d. ]+(L[\d. ]+){3}$/);
    // The route's first point is the first marker's place.
    const [x0, y0] = (route.path.match(/^M([\d.]+) ([\d.]+)/)?.slice(1) ?? []).map(Number);
    expect(route.dx + (x0 ?? 0)).toBeCloseTo(picture.markers[0]?.dx ?? NaN, 1);
    expect(route.dy + (y0 ?? 0)).toBeCloseTo(picture.markers[0]?.dy ?? NaN, 1);
    expect(coursePicture([], POINTS)).toBeNull();
  });
});

describe("drawer wheel (visitor-side section 9: wheel offsets 95 %)", () => {
  it("steps one drawer once the horizontal wheel movement reaches 95 % of a drawer's width", () => {
    expect(wheelStep(94, 100)).toEqual({ step: 0, rest: 94 });
    expect(wheelStep(95, 100)).toEqual({ step: 1, rest: 0 });
    expect(wheelStep(-95, 100)).toEqual({ step: -1, rest: 0 });
    expect(wheelStep(-60, 100)).toEqual({ step: 0, rest: -60 });
    expect(wheelStep(500, 0)).toEqual({ step: 0, rest: 500 });
  });
});
