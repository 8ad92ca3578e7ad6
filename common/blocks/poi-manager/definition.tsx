import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { linkOption } from "../shared/options";
import { BlockButton, BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { BUTTON, INTRO } from "../shared/starter";

/** A coordinate typed as free text, when it is a number within `limit` degrees. */
function coordinate(text: string, limit: number): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * A point of interest on the city walk: title and popup text, image, icon (start, end, party) and a link. The
 * server renders it as a card with its coordinates (data attributes for the map island, an OpenStreetMap link).
 */
export const poiManager = defineBlock({
  type: "poiManager",
  starterFields: [...INTRO, BUTTON],
  options: z.object({
    latitude: opt.text(""),
    longitude: opt.text(""),
    icon: opt.enum(["start", "end", "party", "default"], "default"),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const lat = coordinate(options.latitude, 90);
    const lng = coordinate(options.longitude, 180);
    const hasPoint = lat !== null && lng !== null;
    const texts = blockTexts(ctx.locale);
    if (!hasIntro(block) && !hasPoint) return emptyBlock(ctx, texts.missingCoordinates);
    const image = field(block, "images")?.media;
    return (
      <div className="container poi" data-poi={block.id} data-lat={lat ?? undefined} data-lng={lng ?? undefined} data-icon={options.icon}>
        {image && <MediaImage media={image} sizes="(min-width: 900px) 40vw, 100vw" className="poi__image" />}
        <BlockIntro block={block} />
        {hasPoint ? (
          <p className="poi__coordinates">
            <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`} rel="noopener noreferrer" target="_blank">
              {lat}, {lng}
            </a>
          </p>
        ) : (
          <EditPlaceholder ctx={ctx} text={texts.missingCoordinates} />
        )}
        <BlockButton label={fieldText(block, "button")} href={linkHref(options.link, ctx.pagePath)} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
      </div>
    );
  },
});
