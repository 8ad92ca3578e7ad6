/** Map constants (spec section 9) and the two styles of the national geo service (swisstopo). */

export const MAP_STYLES = {
  light: "https://vectortiles.geo.admin.ch/styles/ch.swisstopo.lightbasemap.vt/style.json",
  imagery: "https://vectortiles.geo.admin.ch/styles/ch.swisstopo.imagerybasemap.vt/style.json",
} as const;
export type MapTheme = keyof typeof MAP_STYLES;
export const MAP_THEMES = ["light", "imagery"] as const satisfies readonly MapTheme[];
export const DEFAULT_THEME: MapTheme = "light";

/** Centre of Switzerland, used when a map has no point at all. */
export const DEFAULT_CENTER: [number, number] = [8.2275, 46.8182];
export const DEFAULT_ZOOM = 5.5;
export const MIN_ZOOM = 5;
/** South-west and north-east corners the map may not leave: longitude 5..11, latitude 45..48. */
export const MAX_BOUNDS: [[number, number], [number, number]] = [
  [5, 45],
  [11, 48],
];
export const FIT_BOUNDS = { padding: 50, maxZoom: 16, duration: 1000 } as const;
export const FLY_TO = { zoom: 18, duration: 800 } as const;
/** Default marker theme colour as an RGB triple (spec: '73, 157, 221'). */
export const MARKER_COLOR_RGB = "73, 157, 221";

/** Drawer snap points: peek and full screen. */
export const SNAP_PEEK = 0.2;
export const SNAP_FULL = 1;
export const DRAWER_SNAPS = [SNAP_PEEK, SNAP_FULL] as const;
export type DrawerSnap = (typeof DRAWER_SNAPS)[number];
/** Drawer width as a fraction of the viewport: narrow screens, then from WIDE_FROM px on. */
export const DRAWER_WIDTH_NARROW = 0.9;
export const DRAWER_WIDTH_WIDE = 0.8;
export const DRAWER_WIDE_FROM = 768;
/** Horizontal wheel (trackpad) movement over the drawers changes the drawer once it adds up to this share of a drawer's width. */
export const WHEEL_OFFSET = 0.95;
/** A horizontal swipe over this many px changes the drawer; a vertical drag over it changes the snap. */
export const SWIPE_THRESHOLD = 50;
/** Length of the drawer's snap animation (CSS uses the same value). */
export const DRAWER_ANIMATION_MS = 300;

/** Browser storage keys: the theme persists, the tooltip is per session. */
export const THEME_STORAGE_KEY = "map-theme";
export const LOCATE_TIP_SESSION_KEY = "map-locate-tip-seen";

/** Ids of the route source and layer added to every style. */
export const ROUTE_SOURCE_ID = "course-route";
export const ROUTE_LAYER_ID = "course-route-line";
