import { fieldMarker } from "../../editor/markers";
import { FieldText, isEditable } from "../../ui/field-text";
import { z } from "zod";
import { CourseMap } from "./island/course-map";
import { mapPointsOption } from "../../map/points";
import { parseRoute } from "../../map/route";
import { openStreetMapUrl, singleStop, stopImage, stopsFromEntries } from "../../map/stops";
import { mapTexts } from "../../map/texts";
import { field, fieldText } from "../../page-model";
import { richTextToPlain } from "../../rich-text";
import { Island } from "../../islands/island";
import { courseMapIsland } from "./islands";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { EditPlaceholder, emptyBlock } from "../shared/parts";
import { rich, text } from "../shared/starter";

/**
 * A map of Swiss locations (swisstopo styles, loaded lazily by the courseMap island). Two modes:
 * - its own points (option points: latitude, longitude, icon each), as on each hole page;
 * - a whole course: option `collection` lists that collection's pages as stops, each at the point of the
 *   page's own map block, with one drawer per stop; option `route` draws a line ([lng, lat] pairs).
 * The server renders the sized frame and the list of stops with links, so the page works without the map.
 */
export const mapContainer = defineBlock({
  type: "mapContainer",
  notInStopDrawer: true,
  starterFields: [text("title"), rich("description")],
  island: true,
  options: z.object({
    /** The block's points (editor-side sections 3 and 9); latitude, longitude and icon: its single point from before. */
    points: mapPointsOption(),
    latitude: opt.text(""),
    longitude: opt.text(""),
    icon: opt.enum(["start", "end", "party", "default"], "default"),
    collection: opt.text(""),
    route: z.unknown().optional(),
  }),
  collections: (options) => (options.collection ? [options.collection] : []),
  needs: { geolocation: true, entryOptions: true },
  View: ({ block, options, ctx }) => {
    const title = fieldText(block, "title");
    const description = field(block, "description")?.json;
    const texts = mapTexts(ctx.locale);
    const course = options.collection !== "";
    const stops = course
      ? stopsFromEntries(ctx.collections[options.collection] ?? [], texts.openPage)
      : singleStop(block.id, options, title ?? texts.point, richTextToPlain(description), stopImage(field(block, "images")?.media, title ?? texts.point)).map(
          (stop) => {
            const marker = stop.markers[0];
            return marker ? { ...stop, pageUrl: openStreetMapUrl(marker.lat, marker.lng), pageUrlLabel: texts.openInMap } : stop;
          },
        );
    const parsed = parseRoute(options.route);
    // An invalid route is logged and left out; the markers and drawers still show.
    if (parsed && !parsed.ok) console.warn("mapContainer route invalid, drawn without it", block.id, parsed.error);
    const missing = blockTexts(ctx.locale).missingCoordinates;
    // Edit mode: empty title and text fields loaded for editing show (to fill in) above the missing-coordinates note.
    const intro = Boolean(title || description) || isEditable(field(block, "title")) || isEditable(field(block, "description"));
    if (!intro && stops.length === 0) return emptyBlock(ctx, missing);
    return (
      <div className="map-block">
        {intro && (
          <div className="container">
            <FieldText as="h2" field={field(block, "title")} />
            <RichTextView doc={description} marker={fieldMarker(field(block, "description"))} />
          </div>
        )}
        {stops.length === 0 && (
          <div className="container">
            <EditPlaceholder ctx={ctx} text={missing} />
          </div>
        )}
        {stops.length > 0 && (
          <Island
            island={courseMapIsland}
            component={CourseMap}
            props={{
              locale: ctx.locale,
              label: title ? texts.mapOf(title) : texts.map,
              stops,
              route: parsed?.ok ? parsed.route : null,
              drawers: course,
              heading: title ? ("h3" as const) : ("h2" as const),
            }}
          />
        )}
      </div>
    );
  },
});
