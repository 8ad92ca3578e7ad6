// The points a map block or a POI block holds (editor-side sections 3 and 9), parsed with zod (server and editor).
import { z } from "zod";
import { MARKER_ICONS } from "./geo";

/** One map point: latitude and longitude as free text (editor-side section 5), its icon (start, end, party or none). */
export const mapPointSchema = z.object({
  latitude: z.string().max(40),
  longitude: z.string().max(40),
  icon: z.enum(MARKER_ICONS),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** The editor shows at least this many point rows (editor-side: "at least two points always shown"). */
export const MIN_POINTS_SHOWN = 2;
/** The most points one block holds. */
export const MAX_POINTS = 50;

/**
 * The block option: the list of points. Not set (never saved) leaves a block's single point of the earlier
 * options (latitude, longitude, icon) in force; a stored list that does not fit is read as not set.
 */
export const mapPointsOption = () => z.array(mapPointSchema).max(MAX_POINTS).optional().catch(undefined);
