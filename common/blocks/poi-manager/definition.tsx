import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { mapPointsOption } from "../../map/points";
import { openStreetMapUrl, pointsOf } from "../../map/stops";
import { field, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { linkOption } from "../shared/options";
import { BlockButton, BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { BUTTON, INTRO } from "../shared/starter";

/**
 * A point of interest on the city walk: title and popup text, image, its points (each with an icon: start, end,
 * party) and a link. The server renders it as a card with its coordinates (data attributes of the first point
 * for the map island, an OpenStreetMap link per point).
 */
export const poiManager = defineBlock({
  type: "poiManager",
  starterFields: [...INTRO, BUTTON],
  options: z.object({
    /** The block's points (editor-side sections 3 and 9); latitude, longitude and icon: its single point from before. */
    points: mapPointsOption(),
    latitude: opt.text(""),
    longitude: opt.text(""),
    icon: opt.enum(["start", "end", "party", "default"], "default"),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const points = pointsOf(options);
    const first = points[0];
    const hasPoint = first !== undefined;
    const texts = blockTexts(ctx.locale);
    if (!hasIntro(block) && !hasPoint) return emptyBlock(ctx, texts.missingCoordinates);
    const image = field(block, "images")?.media;
    return (
      <div className="container poi" data-poi={block.id} data-lat={first?.at[1]} data-lng={first?.at[0]} data-icon={first?.icon ?? options.icon}>
        {image && <MediaImage media={image} sizes="(min-width: 900px) 40vw, 100vw" className="poi__image" />}
        <BlockIntro block={block} />
        {hasPoint ? (
          points.map(({ at: [lng, lat] }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two points may share a place; their order is their identity
            <p key={index} className="poi__coordinates">
              <a href={openStreetMapUrl(lat, lng)} rel="noopener noreferrer" target="_blank">
                {lat}, {lng}
              </a>
            </p>
          ))
        ) : (
          <EditPlaceholder ctx={ctx} text={texts.missingCoordinates} />
        )}
        <BlockButton label={fieldText(block, "button")} href={linkHref(options.link, ctx.pagePath)} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
      </div>
    );
  },
});
