import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CollectionEntry } from "../../page-model";
import { block, context, entry, head, textField } from "../test-fixtures";
import { mapContainer } from "./definition";

const holes: CollectionEntry[] = [
  {
    ...entry("p1", "Loch 1: Hauptbahnhof", [textField("textBlock", { de: "Abschlag beim Bahnhof", fr: "Départ à la gare" }, "de")]),
    blocks: [{ type: "mapContainer", options: { latitude: "47.5000", longitude: "8.7240", icon: "start" } }],
  },
  { ...entry("p2", "Loch 2: Stadthaus"), blocks: [{ type: "mapContainer", options: { latitude: "47.5008", longitude: "8.7310", icon: "default" } }] },
  entry("p3", "Ohne Karte"),
];

const render = (options: Record<string, unknown>, collections: Record<string, CollectionEntry[]> = { golf: holes }, locale: "de" | "fr" = "de") =>
  renderToString(
    <mapContainer.View
      block={block("mapContainer", [head(locale)], options)}
      options={mapContainer.options.parse(options)}
      ctx={context(locale, "live", collections)}
    />,
  );

/** The island's props as the page embeds them. */
const props = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="courseMap">(.*?)<\/script>/)?.[1] ?? "null");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("mapContainer on the server", () => {
  it("asks the loader for its collection only in course mode", () => {
    expect(mapContainer.collections?.(mapContainer.options.parse({ collection: "golf" }))).toEqual(["golf"]);
    expect(mapContainer.collections?.(mapContainer.options.parse({ latitude: "47.5", longitude: "8.7" }))).toEqual([]);
    expect(mapContainer.island).toBe(true);
  });

  it("course mode: one stop per entry with a map point, one drawer each, links in the server HTML, the route as pairs", () => {
    const route = [
      [8.724, 47.5],
      [8.731, 47.5008],
    ];
    const html = render({ collection: "golf", route });
    expect(html).toContain('data-island="courseMap"');
    expect(html.match(/data-drawer=""/g)).toHaveLength(2);
    expect(html).toContain('href="/de/x/p1"');
    expect(html).toContain('href="/de/x/p2"');
    expect(html).not.toContain("Ohne Karte");
    expect(html).toContain("Abschlag beim Bahnhof");
    expect(html).toContain('data-drawer-snap="0.2"');
    expect(html).toContain('data-drawer-animating="false"');
    const embedded = props(html);
    expect(embedded.drawers).toBe(true);
    expect(embedded.route).toEqual(route);
    expect(embedded.stops.map((s: { markers: { icon: string; number: number }[] }) => s.markers[0])).toMatchObject([
      { icon: "start", number: 1 },
      { icon: "default", number: 2 },
    ]);
    // The stop titles sit below the block's h2.
    expect(html).toMatch(/<h3 id="map-stop-p1"/);
    // The course's picture (decision 097): its markers and route in the server HTML, and the button that starts the map.
    expect(html).toContain('data-course-picture=""');
    expect(html.match(/data-picture-marker="\d"/g)).toEqual(['data-picture-marker="1"', 'data-picture-marker="2"']);
    expect(html).toMatch(/<path d="M[\d. ]+L[\d. ]+"/);
    expect(html).toContain("Karte bedienen");
  });

  it("an invalid route is logged and left out; the stops still show", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = render({ collection: "golf", route: [[8.7, 47.5]] });
    expect(props(html).route).toBeNull();
    expect(props(html).stops).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("route invalid"), expect.any(String), expect.any(String));
    expect(props(render({ collection: "golf", route: "kaputt" })).route).toBeNull();
  });

  it("single point mode (each hole page): one marker, no drawers, an OpenStreetMap fallback link", () => {
    const html = render({ latitude: "47.502", longitude: "8.74", icon: "party" }, {}, "fr");
    expect(html).not.toContain("data-drawer");
    expect(html).not.toContain("data-course-picture");
    expect(html).toContain("Ouvrir dans OpenStreetMap");
    expect(html).toContain("mlat=47.502&amp;mlon=8.74");
    expect(props(html).stops[0].markers[0]).toMatchObject({ lng: 8.74, lat: 47.502, icon: "party" });
  });

  it("renders nothing live without title, text or point; edit mode says the coordinates are missing", () => {
    const empty = (mode: "live" | "edit", fields = [] as ReturnType<typeof head>[]) =>
      renderToString(<mapContainer.View block={block("mapContainer", fields)} options={mapContainer.options.parse({})} ctx={context("de", mode)} />);
    expect(empty("live")).toBe("");
    expect(empty("edit")).toContain('data-placeholder="true"');
    expect(empty("edit")).toContain("Koordinaten fehlen");
    expect(empty("live", [head("de")])).not.toContain("data-placeholder");
    expect(empty("edit", [head("de")])).toContain("Koordinaten fehlen");
  });
});
