import type { CollectionEntry, MediaView } from "../page-model";
import { richTextToPlain } from "../rich-text";
import { pictureAlt } from "../media/alt-text";
import { type LngLat, type MarkerIcon, markerIcon, parseCoordinate } from "./geo";

/** Map marker (spec: lng, lat, number, icon, hasPair, popupText, publicUrl, pageUrl, pageUrlLabel). */
export type MapMarker = {
  lng: number;
  lat: number;
  number: number;
  icon: MarkerIcon;
  hasPair: boolean;
  popupText: string;
  publicUrl: string | null;
  pageUrl: string | null;
  pageUrlLabel: string | null;
};

export type StopImage = { url: string; width: number | null; height: number | null; alt: string };

/** One stop of a map: one drawer with its title, text, image and page link, and its markers. */
export type MapStop = {
  id: string;
  number: number;
  title: string;
  text: string;
  image: StopImage | null;
  pageUrl: string | null;
  pageUrlLabel: string | null;
  markers: MapMarker[];
};

/**
 * Options of a block with map points as stored: the list of points, or (blocks saved before the list) a single
 * point in latitude, longitude and icon. Latitude and longitude are free text.
 */
export type PointOptions = { points?: unknown; latitude?: unknown; longitude?: unknown; icon?: unknown };

/** The position of a stored point, or null when either coordinate is missing or invalid. */
export function pointOf(options: { latitude?: unknown; longitude?: unknown }): LngLat | null {
  const lat = parseCoordinate(options.latitude, "latitude");
  const lng = parseCoordinate(options.longitude, "longitude");
  return lat === null || lng === null ? null : [lng, lat];
}

/**
 * The valid points of a block's options, in order: its list when one is stored (points with a missing or invalid
 * coordinate are left out), else its single point.
 */
export function pointsOf(options: PointOptions): { at: LngLat; icon: MarkerIcon }[] {
  const list: unknown[] | null = Array.isArray(options.points) ? options.points : null;
  const stored = list ?? [options];
  return stored.flatMap((point) => {
    const entry = (point ?? {}) as { latitude?: unknown; longitude?: unknown; icon?: unknown };
    const at = pointOf(entry);
    return at ? [{ at, icon: markerIcon(entry.icon) }] : [];
  });
}

/** The longest popup text; the drawer shows the whole text. */
const POPUP_TEXT_LENGTH = 160;

function popupText(text: string): string {
  return text.length > POPUP_TEXT_LENGTH ? `${text.slice(0, POPUP_TEXT_LENGTH).trimEnd()}…` : text;
}

type StopInput = {
  id: string;
  title: string;
  text: string;
  image: StopImage | null;
  pageUrl: string | null;
  pageUrlLabel: string | null;
  points: { at: LngLat; icon: MarkerIcon }[];
};

/** Numbers stops (from 1, in order) and their markers; stops without a valid point are left out. */
export function numberStops(inputs: readonly StopInput[]): MapStop[] {
  return inputs
    .filter((input) => input.points.length > 0)
    .map((input, index) => ({
      id: input.id,
      number: index + 1,
      title: input.title,
      text: input.text,
      image: input.image,
      pageUrl: input.pageUrl,
      pageUrlLabel: input.pageUrlLabel,
      markers: input.points.map(({ at: [lng, lat], icon }) => ({
        lng,
        lat,
        number: index + 1,
        icon,
        hasPair: input.points.length > 1,
        popupText: popupText(input.text),
        publicUrl: input.image?.url ?? null,
        pageUrl: input.pageUrl,
        pageUrlLabel: input.pageUrlLabel,
      })),
    }));
}

/**
 * The stops of a whole course: each collection entry whose page has a map point (the options of its map block:
 * entries carry only blocks declaring `needs.entryOptions`, worker/pages/load-live-page.ts) becomes a stop with the entry's title, its text and image fields and a link to it.
 */
export function stopsFromEntries(entries: readonly CollectionEntry[], pageUrlLabel: string): MapStop[] {
  return numberStops(
    entries.map((entry) => {
      const options = entry.blocks?.find((block) => pointsOf(block.options).length > 0)?.options ?? {};
      const media = entry.fields.images?.media ?? null;
      const textField = entry.fields.textBlock ?? entry.fields.description ?? entry.fields.text;
      const text = textField ? (textField.json ? richTextToPlain(textField.json) : (textField.text ?? "")) : "";
      return {
        id: entry.pageId,
        title: entry.name,
        text,
        image: stopImage(media, entry.name),
        pageUrl: entry.path,
        pageUrlLabel,
        points: pointsOf(options),
      };
    }),
  );
}

/** The single stop of a block that shows its own points (each hole page): its own title and text. */
export function singleStop(id: string, options: PointOptions, title: string, text: string, image: StopImage | null = null): MapStop[] {
  return numberStops([{ id, title, text, image, pageUrl: null, pageUrlLabel: null, points: pointsOf(options) }]);
}

/** A stop picture from a media field: images only, with alt text (the stop title when the picture has none, decision 127). */
export function stopImage(media: MediaView | null | undefined, fallbackAlt: string): StopImage | null {
  return media && media.mediaType === "image" ? { url: media.publicUrl, width: media.width, height: media.height, alt: pictureAlt(media, fallbackAlt) } : null;
}

/** The link that opens a point in OpenStreetMap (the server-rendered fallback of a single point). */
export function openStreetMapUrl(lat: number, lng: number): string {
  const la = encodeURIComponent(String(lat));
  const lo = encodeURIComponent(String(lng));
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=18/${la}/${lo}`;
}
