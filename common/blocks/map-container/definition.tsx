import { z } from "zod";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";

/** A map of Swiss locations. The server renders its text and a sized frame; the map loads lazily (issue 7). */
export const mapContainer = defineBlock({
  type: "mapContainer",
  options: z.object({
    latitude: opt.text(""),
    longitude: opt.text(""),
    icon: opt.enum(["start", "end", "party", "default"], "default"),
  }),
  View: ({ block, options }) => {
    const title = fieldText(block, "title");
    const hasPoint = options.latitude !== "" && options.longitude !== "";
    return (
      <div className="container map-block">
        {title && <h2>{title}</h2>}
        <RichTextView doc={field(block, "description")?.json} />
        {hasPoint && (
          <p className="map-block__coordinates">
            <a href={`https://www.openstreetmap.org/?mlat=${encodeURIComponent(options.latitude)}&mlon=${encodeURIComponent(options.longitude)}#map=18/${encodeURIComponent(options.latitude)}/${encodeURIComponent(options.longitude)}`} rel="noopener noreferrer" target="_blank">
              {options.latitude}, {options.longitude}
            </a>
          </p>
        )}
      </div>
    );
  },
});
