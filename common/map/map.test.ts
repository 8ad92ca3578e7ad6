import { describe, expect, it } from "vitest";
import type { CollectionEntry, RenderField } from "../page-model";
import { paragraphs } from "../rich-text";
import {
  DEFAULT_ZOOM,
  DRAWER_SNAPS,
  FIT_BOUNDS,
  FLY_TO,
  MAP_STYLES,
  MARKER_COLOR_RGB,
  MAX_BOUNDS,
  MIN_ZOOM,
  SNAP_FULL,
  SNAP_PEEK,
  WHEEL_OFFSET,
} from "./constants";
import { clampIndex, drawerWidthFraction, gestureOf, snapAfter, stepIndex } from "./drawer";
import { boundsOf, contains, markerIcon, markerPositions, parseCoordinate, routeFeature } from "./geo";
import { INVALID_COORDINATES, parseRoute, parseRouteInput } from "./route";
import { numberStops, openStreetMapUrl, pointOf, pointsOf, singleStop, stopImage, stopsFromEntries } from "./stops";
import { headingOf, normaliseHeading } from "./orientation";
import { mapTexts } from "./texts";
import { otherTheme, parseTheme, styleUrl } from "./theme";

describe("map constants (spec section 9)", () => {
  it("are exactly the specified values", () => {
    expect(DEFAULT_ZOOM).toBe(5.5);
    expect(MIN_ZOOM).toBe(5);
    expect(MAX_BOUNDS).toEqual([
      [5, 45],
      [11, 48],
    ]);
    expect(FIT_BOUNDS).toEqual({ padding: 50, maxZoom: 16, duration: 1000 });
    expect(FLY_TO).toEqual({ zoom: 18, duration: 800 });
    expect(MARKER_COLOR_RGB).toBe("73, 157, 221");
    expect(DRAWER_SNAPS).toEqual([0.2, 1]);
    expect(WHEEL_OFFSET).toBe(0.95);
    expect(MAP_STYLES.light).toBe("https://vectortiles.geo.admin.ch/styles/ch.swisstopo.lightbasemap.vt/style.json");
    expect(MAP_STYLES.imagery).toBe("https://vectortiles.geo.admin.ch/styles/ch.swisstopo.imagerybasemap.vt/style.json");
  });
});

describe("theme", () => {
  it("defaults to light and accepts only known themes", () => {
    expect(parseTheme(null)).toBe("light");
    expect(parseTheme(undefined)).toBe("light");
    expect(parseTheme("imagery")).toBe("imagery");
    expect(parseTheme("dark")).toBe("light");
    expect(parseTheme("")).toBe("light");
  });
  it("toggles between the two styles", () => {
    expect(otherTheme("light")).toBe("imagery");
    expect(otherTheme("imagery")).toBe("light");
    expect(styleUrl("imagery")).toBe(MAP_STYLES.imagery);
  });
});

describe("marker icons", () => {
  it("keeps start, end and party; anything else is the default marker", () => {
    expect(markerIcon("start")).toBe("start");
    expect(markerIcon("end")).toBe("end");
    expect(markerIcon("party")).toBe("party");
    expect(markerIcon("default")).toBe("default");
    expect(markerIcon("rocket")).toBe("default");
    expect(markerIcon(undefined)).toBe("default");
    expect(markerIcon(3)).toBe("default");
  });
});

describe("coordinates and bounds", () => {
  it("reads free-text coordinates with a point or a comma, within range", () => {
    expect(parseCoordinate("47.5000", "latitude")).toBe(47.5);
    expect(parseCoordinate(" 8,724 ", "longitude")).toBe(8.724);
    expect(parseCoordinate(8.7, "longitude")).toBe(8.7);
    expect(parseCoordinate("-33.9", "latitude")).toBe(-33.9);
    expect(parseCoordinate("91", "latitude")).toBeNull();
    expect(parseCoordinate("181", "longitude")).toBeNull();
    expect(parseCoordinate("47.5N", "latitude")).toBeNull();
    expect(parseCoordinate("", "latitude")).toBeNull();
    expect(parseCoordinate(null, "latitude")).toBeNull();
  });
  it("finds the south-west and north-east corners of points", () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([[8.72, 47.5]])).toEqual([
      [8.72, 47.5],
      [8.72, 47.5],
    ]);
    const bounds = boundsOf([
      [8.724, 47.5],
      [8.742, 47.503],
      [8.7265, 47.4994],
    ]);
    expect(bounds).toEqual([
      [8.724, 47.4994],
      [8.742, 47.503],
    ]);
    expect(bounds && contains(bounds, [8.73, 47.5])).toBe(true);
    expect(bounds && contains(bounds, [8.8, 47.5])).toBe(false);
  });
});

describe("route", () => {
  it("accepts an array of at least two [lng, lat] pairs and makes a GeoJSON LineString of it", () => {
    const result = parseRoute([
      [8.724, 47.5],
      [8.731, 47.5008],
    ]);
    expect(result).toEqual({
      ok: true,
      route: [
        [8.724, 47.5],
        [8.731, 47.5008],
      ],
    });
    if (!result?.ok) throw new Error("expected a route");
    expect(routeFeature(result.route)).toEqual({
      type: "Feature",
      properties: {},
      geometry: {
        type: "LineString",
        coordinates: [
          [8.724, 47.5],
          [8.731, 47.5008],
        ],
      },
    });
  });
  it("nothing stored is no route and no error", () => {
    expect(parseRoute(null)).toBeNull();
    expect(parseRoute(undefined)).toBeNull();
    expect(parseRoute("")).toBeNull();
  });
  it("rejects anything else with a message", () => {
    for (const invalid of [
      [[8.7, 47.5]],
      [[8.7, 47.5], [8.7]],
      [
        [8.7, 47.5],
        ["8.7", "47.5"],
      ],
      [
        [8.7, 47.5],
        [200, 47.5],
      ],
      [
        [8.7, 47.5],
        [8.7, 95],
      ],
      "8.7,47.5;8.8,47.6",
      { type: "LineString" },
      [
        [8.7, 47.5, 3],
        [8.8, 47.6],
      ],
    ]) {
      const result = parseRoute(invalid);
      expect(result?.ok, JSON.stringify(invalid)).toBe(false);
      if (result && !result.ok) expect(result.error.length).toBeGreaterThan(0);
    }
  });
});

describe("drawer logic", () => {
  it("clamps the index within the drawers, no wrap-around", () => {
    expect(clampIndex(-1, 9)).toBe(0);
    expect(clampIndex(9, 9)).toBe(8);
    expect(clampIndex(4, 9)).toBe(4);
    expect(clampIndex(3, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 9)).toBe(0);
    expect(stepIndex(8, 1, 9)).toBe(8);
    expect(stepIndex(0, -1, 9)).toBe(0);
    expect(stepIndex(3, 1, 9)).toBe(4);
  });
  it("reads swipes: left is next, right is previous, vertical changes the snap, short moves do nothing", () => {
    expect(gestureOf(-120, 10)).toEqual({ kind: "step", step: 1 });
    expect(gestureOf(120, -10)).toEqual({ kind: "step", step: -1 });
    expect(gestureOf(-40, 0)).toEqual({ kind: "none" });
    expect(gestureOf(10, -120)).toEqual({ kind: "snap", direction: "up" });
    expect(gestureOf(-10, 200)).toEqual({ kind: "snap", direction: "down" });
    expect(gestureOf(60, 60)).toEqual({ kind: "none" });
  });
  it("snaps up to full screen and down to peek", () => {
    expect(snapAfter("up")).toBe(SNAP_FULL);
    expect(snapAfter("down")).toBe(SNAP_PEEK);
  });
  it("drawers take 0.9 of narrow and 0.8 of wide viewports", () => {
    expect(drawerWidthFraction(390)).toBe(0.9);
    expect(drawerWidthFraction(767)).toBe(0.9);
    expect(drawerWidthFraction(768)).toBe(0.8);
    expect(drawerWidthFraction(1280)).toBe(0.8);
  });
});

const field = (name: string, value: Partial<RenderField>): RenderField => ({
  id: name,
  name,
  position: 0,
  text: null,
  json: null,
  visible: true,
  media: null,
  ...value,
});
const entry = (id: string, name: string, options: Record<string, unknown> | null, extra: Partial<CollectionEntry> = {}): CollectionEntry => ({
  pageId: id,
  path: `/de/golf/${id}`,
  name,
  fields: { textBlock: field("textBlock", { json: paragraphs(`Text ${name}`) }) },
  ...(options
    ? {
        blocks: [
          { type: "richTextBlock", options: {} },
          { type: "mapContainer", options },
        ],
      }
    : {}),
  ...extra,
});

describe("stops", () => {
  it("lists collection entries with a map point as numbered stops, skipping entries without one", () => {
    const picture = { id: "m1", publicUrl: "/media/m1.jpg", width: 640, height: 400, blurHash: null, alt: "Abschlag", mediaType: "image" as const };
    const stops = stopsFromEntries(
      [
        entry(
          "loch-1",
          "Loch 1",
          { latitude: "47.5000", longitude: "8.7240", icon: "start" },
          { fields: { textBlock: field("textBlock", { json: paragraphs("Erster Abschlag.") }), images: field("images", { media: picture }) } },
        ),
        entry("ohne", "Ohne Punkt", null),
        entry("kaputt", "Kaputt", { latitude: "abc", longitude: "8.7" }),
        entry("loch-9", "Loch 9", { latitude: "47.5030", longitude: "8.7420", icon: "end" }),
      ],
      mapTexts("de").openPage,
    );
    expect(stops.map((s) => [s.number, s.title, s.pageUrl])).toEqual([
      [1, "Loch 1", "/de/golf/loch-1"],
      [2, "Loch 9", "/de/golf/loch-9"],
    ]);
    expect(stops[0]?.markers).toEqual([
      {
        lng: 8.724,
        lat: 47.5,
        number: 1,
        icon: "start",
        hasPair: false,
        popupText: "Erster Abschlag.",
        publicUrl: "/media/m1.jpg",
        pageUrl: "/de/golf/loch-1",
        pageUrlLabel: "Zur Seite",
      },
    ]);
    expect(stops[0]?.image).toEqual({ url: "/media/m1.jpg", width: 640, height: 400, alt: "Abschlag" });
    expect(stops[1]?.markers[0]?.icon).toBe("end");
    expect(stops[1]?.image).toBeNull();
    expect(markerPositions(stops)).toEqual([
      [8.724, 47.5],
      [8.742, 47.503],
    ]);
  });

  it("cuts long popup texts but keeps the whole text for the drawer", () => {
    const long = "Wort ".repeat(60).trim();
    const [stop] = numberStops([
      { id: "a", title: "A", text: long, image: null, pageUrl: null, pageUrlLabel: null, points: [{ at: [8.7, 47.5], icon: "default" }] },
    ]);
    expect(stop?.text).toBe(long);
    expect(stop?.markers[0]?.popupText.endsWith("…")).toBe(true);
    expect(stop?.markers[0]?.popupText.length).toBeLessThanOrEqual(161);
  });

  it("a single point stop from the block's own options; none without valid coordinates", () => {
    expect(pointOf({ latitude: "47.5", longitude: "8.72" })).toEqual([8.72, 47.5]);
    expect(pointOf({ latitude: "", longitude: "8.72" })).toBeNull();
    const [stop] = singleStop("b1", { latitude: "47.502", longitude: "8.74", icon: "party" }, "Rosengarten", "Fest");
    expect(stop?.markers[0]).toMatchObject({ lng: 8.74, lat: 47.502, number: 1, icon: "party" });
    expect(singleStop("b2", { latitude: "x", longitude: "8.74" }, "A", "")).toEqual([]);
    expect(openStreetMapUrl(47.502, 8.74)).toBe("https://www.openstreetmap.org/?mlat=47.502&mlon=8.74#map=18/47.502/8.74");
  });

  it("a block's list of points (editor-side sections 3 and 9): each valid point a marker with its icon, the list before the single point", () => {
    const options = {
      points: [
        { latitude: "47.5", longitude: "8,724", icon: "start" },
        { latitude: "", longitude: "8.73", icon: "party" },
        { latitude: "47.503", longitude: "8.742", icon: "end" },
      ],
      latitude: "46",
      longitude: "7",
    };
    expect(pointsOf(options)).toEqual([
      { at: [8.724, 47.5], icon: "start" },
      { at: [8.742, 47.503], icon: "end" },
    ]);
    const [stop] = singleStop("b3", options, "Parcours", "");
    expect(stop?.markers.map((m) => [m.number, m.icon, m.hasPair])).toEqual([
      [1, "start", true],
      [1, "end", true],
    ]);
    // Blocks saved before the list keep their single point; a stored list (even empty) is what counts.
    expect(pointsOf({ latitude: "47.5", longitude: "8.72", icon: "party" })).toEqual([{ at: [8.72, 47.5], icon: "party" }]);
    expect(pointsOf({ points: [], latitude: "47.5", longitude: "8.72" })).toEqual([]);
  });

  it("uses images only, with the stop title as alt text when the picture has none", () => {
    expect(stopImage({ id: "v", publicUrl: "/media/v.mp4", width: 1, height: 1, blurHash: null, alt: null, mediaType: "video" }, "A")).toBeNull();
    expect(stopImage({ id: "i", publicUrl: "/media/i.jpg", width: 10, height: 5, blurHash: null, alt: " ", mediaType: "image" }, "Loch 2")?.alt).toBe("Loch 2");
    expect(stopImage(null, "A")).toBeNull();
  });
});

describe("texts", () => {
  it("speak German and French", () => {
    expect(mapTexts("de").imagery).toBe("Luftbild");
    expect(mapTexts("fr").imagery).toBe("Photo aérienne");
    expect(mapTexts("fr").stopOf(2, 9)).toBe("Étape 2 sur 9");
  });
});

describe("editor route input", () => {
  const two: [number, number][] = [
    [8.724, 47.5],
    [8.731, 47.5008],
  ];
  it("empty input saves null", () => {
    expect(parseRouteInput("")).toEqual({ ok: true, route: null });
    expect(parseRouteInput("   \n")).toEqual({ ok: true, route: null });
  });
  it("accepts a decimal coordinate-pair list", () => {
    expect(parseRouteInput("8.724, 47.5\n8.731, 47.5008")).toEqual({ ok: true, route: two });
    expect(parseRouteInput("8.724,47.5; 8.731,47.5008")).toEqual({ ok: true, route: two });
    expect(parseRouteInput("8.724 47.5 8.731 47.5008")).toEqual({ ok: true, route: two });
  });
  it("accepts JSON: pairs, a single nested array, a feature collection with a line string first", () => {
    expect(parseRouteInput("[[8.724, 47.5], [8.731, 47.5008]]")).toEqual({ ok: true, route: two });
    expect(parseRouteInput("[[[8.724, 47.5], [8.731, 47.5008],]]")).toEqual({ ok: true, route: two });
    const collection = { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: two } }] };
    expect(parseRouteInput(JSON.stringify(collection))).toEqual({ ok: true, route: two });
    expect(parseRouteInput(JSON.stringify(collection).replace(/"/g, "'"))).toEqual({ ok: true, route: two });
  });
  it("rejects everything else with the specified message, or the JSON parse message", () => {
    for (const invalid of [
      "8.724, 47.5",
      "8.724, 47.5, 8.731",
      "abc",
      "8.7x 47.5 8.8 47.6",
      "[[8.724, 47.5]]",
      '{"type":"FeatureCollection","features":[{"geometry":{"type":"Point","coordinates":[8.7,47.5]}}]}',
      '{"type":"Feature"}',
      "[[200, 47.5], [8.7, 47.5]]",
    ]) {
      expect(parseRouteInput(invalid), invalid).toEqual({ ok: false, error: INVALID_COORDINATES });
    }
    const broken = parseRouteInput("[[8.724, 47.5], [8.731");
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.error.startsWith("Invalid format: ")).toBe(true);
      expect(broken.error).not.toBe(INVALID_COORDINATES);
    }
  });
});

describe("compass heading", () => {
  it("uses Safari's compass heading, else an absolute alpha turned round; relative readings give none", () => {
    expect(headingOf({ alpha: 10, webkitCompassHeading: 45 })).toBe(45);
    expect(headingOf({ alpha: 270, absolute: true })).toBe(90);
    expect(headingOf({ alpha: 0, absolute: true })).toBe(0);
    expect(headingOf({ alpha: 90, absolute: false })).toBeNull();
    expect(headingOf({ alpha: null, absolute: true })).toBeNull();
    expect(normaliseHeading(-90)).toBe(270);
    expect(normaliseHeading(725)).toBe(5);
  });
});
