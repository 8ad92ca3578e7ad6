import { z } from "zod";
import { MediaImage } from "../../ui/media-image";
import { pictureAlt } from "../../media/alt-text";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { hasContent } from "../shared/items";
import { columnLayoutOption, gridLayoutOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/** Lists the visible pages of the testimonial collection as quotes: quote, name (else the page name), function, portrait. */
export const testimonialsContainer = defineBlock({
  type: "testimonialsContainer",
  starterFields: INTRO,
  options: z.object({
    collection: opt.text("testimonials"),
    gridLayout: gridLayoutOption("grid"),
    columnLayout: columnLayoutOption("3"),
  }),
  collections: (options) => [options.collection],
  View: ({ block, options, ctx }) => {
    const entries = (ctx.collections[options.collection] ?? []).filter((entry) => hasContent(entry.fields.quote));
    if (!hasIntro(block) && entries.length === 0) return emptyBlock(ctx);
    return (
      <div className="container">
        <BlockIntro block={block} />
        {entries.length > 0 && (
          <ul className={`card-grid card-grid--${options.columnLayout} layout-${options.gridLayout}`}>
            {entries.map((entry) => {
              const quote = entry.fields.quote;
              const image = entry.fields.images?.media;
              const name = entry.fields.name?.text?.trim() || entry.name;
              const fn = entry.fields.function?.text?.trim();
              return (
                <li key={entry.pageId} className="card testimonial">
                  <figure className="testimonial__figure">
                    <blockquote className="testimonial__quote">{quote?.json ? <RichTextView doc={quote.json} /> : <p>{quote?.text}</p>}</blockquote>
                    <figcaption className="testimonial__author">
                      {image && <MediaImage media={image} alt={pictureAlt(image, name)} sizes="96px" className="card__image" />}
                      <span className="testimonial__name">{name}</span>
                      {fn && <span className="testimonial__function">{fn}</span>}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  },
});
