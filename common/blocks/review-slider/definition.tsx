import { z } from "zod";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { formatDate } from "../shared/format";
import { blockItems, itemText } from "../shared/items";
import { itemCountOption } from "../shared/options";
import { BlockIntro, EditPlaceholder } from "../shared/parts";
import { parseRating, ratingStars } from "./stars";

/**
 * Customer reviews (per position: `quote`, `name`, `rating`, optional `date`) with five-star ratings, filtered by a
 * minimum rating and limited in number. The server renders a scroll-snapping row; the carousel island adds
 * 3/2/1 items per view, swipe and autoplay.
 */
export const reviewSlider = defineBlock({
  type: "reviewSlider",
  options: z.object({
    minimumRating: opt.number(4, 1, 5),
    numberOfItems: itemCountOption(9, 30),
    autoplay: opt.boolean(false),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const reviews = blockItems(block, ["quote", "name", "rating", "date"])
      .map((item) => ({ position: item.position, quote: itemText(item, "quote"), name: itemText(item, "name"), date: itemText(item, "date"), rating: parseRating(itemText(item, "rating")) }))
      .filter((review) => review.quote && review.rating !== null && review.rating >= options.minimumRating)
      .slice(0, options.numberOfItems);
    if (reviews.length === 0) {
      // Reviews are the content: live, a title alone is not worth showing; in edit mode the title stays with the notice.
      if (ctx.mode === "live") return null;
      return (
        <div className="container review-slider">
          <BlockIntro block={block} />
          <EditPlaceholder ctx={ctx} text={texts.noReviews} />
        </div>
      );
    }
    return (
      <div className="container review-slider" data-review-slider={block.id} data-autoplay={options.autoplay ? "true" : undefined}>
        <BlockIntro block={block} />
        <ul className="slider review-slider__list">
          {reviews.map((review) => (
            <li key={review.position} className="slider__slide card review">
              <p className="review__stars" role="img" aria-label={texts.rating(new Intl.NumberFormat(`${ctx.locale}-CH`).format(review.rating!))}>
                {ratingStars(review.rating!).map((star, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the five stars have no identity besides their place.
                  <span key={i} className={`star star--${star}`} aria-hidden="true">
                    ★
                  </span>
                ))}
              </p>
              <blockquote className="review__text">
                <p>{review.quote}</p>
              </blockquote>
              {(review.name || review.date) && <p className="review__author">{[review.name, review.date && formatDate(review.date, ctx.locale)].filter(Boolean).join(" · ")}</p>}
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
