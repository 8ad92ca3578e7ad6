// The maplibre part of the course map: loaded only by the map island, only in the browser.
import type { Map as MaplibreMap, Marker } from "maplibre-gl";
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  FIT_BOUNDS,
  FLY_TO,
  MARKER_COLOR_RGB,
  MAX_BOUNDS,
  MIN_ZOOM,
  type MapTheme,
  ROUTE_LAYER_ID,
  ROUTE_SOURCE_ID,
} from "../../../map/constants";
import { boundsOf, type LngLat, markerPositions, routeFeature } from "../../../map/geo";
import type { MapStop } from "../../../map/stops";
import type { MapTexts } from "../../../map/texts";
import { styleUrl } from "../../../map/theme";
import { keepMarkersApart, type PlacedMarker } from "./groups";
import { markerElement, popupContent, positionElement } from "./markers";

export type MapEngineOptions = {
  stops: MapStop[];
  route: LngLat[] | null;
  theme: MapTheme;
  texts: MapTexts;
  label: string;
  /** Height in px of what covers the bottom of the map (the drawers band): the camera keeps the stops above it. */
  insetBottom: number;
  /** Numbered markers (a course); a single point shows a plain marker. */
  numbered: boolean;
  /** A marker was chosen (click or keyboard): the index of its stop. */
  onMarker: (stopIndex: number) => void;
  /** The map drew its first frame (or gave up loading its style): the picture can go. */
  onReady: () => void;
};

export type MapEngine = {
  map: MaplibreMap;
  setTheme: (theme: MapTheme) => void;
  flyTo: (at: LngLat) => void;
  /** Calls back once the first fit-bounds flight is over (at once without stops): the active stop's flight follows it. */
  afterFit: (callback: () => void) => void;
  /** The drawers band changed height (viewport resize): keep the camera's bottom inset in step. */
  setInsetBottom: (px: number) => void;
  showPosition: (at: LngLat) => void;
  /** Turns the position marker's pointer to the device's compass heading. */
  setHeading: (degrees: number) => void;
  destroy: () => void;
};

/** The element tests and the slider read the map from. */
export type MapCanvasElement = HTMLDivElement & { courseMap?: MaplibreMap };

/**
 * Creates the map in the container: swisstopo style of the theme, numbered markers with popups, the route
 * line (re-added whenever the style changes), and the camera fitted to the stops. Style, tile and route
 * errors are logged only: the markers and the drawers keep working without tiles.
 */
export async function createEngine(container: MapCanvasElement, options: MapEngineOptions): Promise<MapEngine> {
  const [maplibre, worker] = await Promise.all([
    import("maplibre-gl"),
    import("maplibre-gl/dist/maplibre-gl-worker.mjs?url"),
    import("maplibre-gl/dist/maplibre-gl.css"),
  ]);
  maplibre.setWorkerUrl(worker.default);
  const { stops, route, texts } = options;
  const map = new maplibre.Map({
    container,
    style: styleUrl(options.theme),
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    minZoom: MIN_ZOOM,
    maxBounds: MAX_BOUNDS,
    attributionControl: false,
  });
  // Top right: the drawers band covers the bottom of the frame, and the swisstopo attribution must stay visible.
  map.addControl(new maplibre.AttributionControl({ compact: true }), "top-right");
  container.courseMap = map;
  container.dataset.mapStyle = styleUrl(options.theme);
  map.getCanvas().setAttribute("aria-label", options.label);
  map.on("error", (event) => console.error("map error", event.error?.message ?? event));
  let ready = false;
  const markReady = () => {
    if (ready) return;
    ready = true;
    options.onReady();
  };
  map.once("load", markReady);
  // A style that fails to load never gives a first frame: the markers and drawers work without it.
  map.once("error", markReady);

  const addRoute = () => {
    if (!route || map.getSource(ROUTE_SOURCE_ID)) return;
    try {
      map.addSource(ROUTE_SOURCE_ID, { type: "geojson", data: routeFeature(route) });
      map.addLayer({
        id: ROUTE_LAYER_ID,
        type: "line",
        source: ROUTE_SOURCE_ID,
        layout: { "line-join": "round", "line-cap": "round" },
        paint: { "line-color": `rgb(${MARKER_COLOR_RGB})`, "line-width": 4, "line-opacity": 0.9 },
      });
    } catch (error) {
      console.error("route layer failed", error);
    }
  };
  map.on("style.load", addRoute);

  const placed: PlacedMarker[] = [];
  stops.forEach((stop, index) => {
    for (const marker of stop.markers) {
      const element = markerElement(marker, stop.title, texts, options.numbered);
      element.addEventListener("click", () => options.onMarker(index));
      const popup = new maplibre.Popup({ offset: 30, maxWidth: "280px", focusAfterOpen: false }).setDOMContent(popupContent(marker, stop, options.numbered));
      const at: LngLat = [marker.lng, marker.lat];
      placed.push({
        marker: new maplibre.Marker({ element, anchor: "bottom" }).setLngLat(at).setPopup(popup).addTo(map),
        at,
        number: marker.number,
        stopIndex: index,
      });
    }
  });

  map.setPadding({ top: 0, right: 0, left: 0, bottom: options.insetBottom });
  const bounds = boundsOf(markerPositions(stops));
  // The spec's 1000 ms flight from all of Switzerland, also after the course picture (decision 128): it runs under
  // the picture until the map's first frame, and lands where the picture drew the markers.
  let fitting = Boolean(bounds);
  if (bounds) {
    map.once("moveend", () => {
      fitting = false;
    });
    map.fitBounds(bounds, FIT_BOUNDS);
  }
  const ungroup = keepMarkersApart(maplibre, map, placed, texts, options.onMarker);

  let position: Marker | null = null;
  return {
    map,
    setTheme: (theme) => {
      container.dataset.mapStyle = styleUrl(theme);
      map.setStyle(styleUrl(theme), { diff: false });
    },
    flyTo: (at) => {
      map.flyTo({ center: at, ...FLY_TO });
    },
    afterFit: (callback) => {
      if (fitting) map.once("moveend", callback);
      else callback();
    },
    setInsetBottom: (px) => {
      if (map.getPadding().bottom !== px) map.setPadding({ ...map.getPadding(), bottom: px });
    },
    showPosition: (at) => {
      position ??= new maplibre.Marker({ element: positionElement(texts) });
      position.setLngLat(at).addTo(map);
      map.flyTo({ center: at, ...FLY_TO });
    },
    setHeading: (degrees) => {
      const element = position?.getElement();
      if (!element) return;
      element.classList.add("map-position--heading");
      element.style.setProperty("--heading", `${Math.round(degrees)}deg`);
    },
    destroy: () => {
      ungroup();
      for (const { marker } of placed) marker.remove();
      position?.remove();
      map.remove();
      container.courseMap = undefined;
    },
  };
}
