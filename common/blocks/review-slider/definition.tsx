import type { ReactNode } from "react";
import { z } from "zod";
import { fieldText } from "../../page-model";
import { sliderLabels } from "../../sliders/labels";
import { SliderFrame } from "../../sliders/slider-frame";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { formatDate } from "../shared/format";
import { itemCountOption } from "../shared/options";
import { BlockIntro, EditPlaceholder } from "../shared/parts";
import { readReviews } from "./reviews";
import { ratingStars } from "./stars";
import { INTRO } from "../shared/starter";

/**
 * Customer reviews of the branches (see reviews.ts for where they come from) with five-star ratings, filtered by a
 * minimum rating and limited in number. The server renders a scroll-snapping row; the `reviewCarousel` island adds
 * 3/2/1 reviews per view (1024 / 768 px), a 50 px swipe, buttons, dots, arrow keys and optional autoplay.
 */
export const reviewSlider = defineBlock({
  type: "reviewSlider",
  starterFields: INTRO,
  island: true,
  needs: { outside: () => ["reviews"] },
  options: z.object({
    minimumRating: opt.number(4, 1, 5),
    numberOfItems: itemCountOption(9, 30),
    autoplay: opt.boolean(false),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const reviews = readReviews(block, options.minimumRating, options.numberOfItems, ctx.reviews);
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
    const number = new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 1 });
    return (
      <div className="container review-slider">
        <BlockIntro block={block} />
        <SliderFrame
          id={block.id}
          kind="reviews"
          label={fieldText(block, "title") ?? sliderLabels(ctx.locale).reviews}
          locale={ctx.locale}
          count={reviews.length}
          listClassName="layout-carousel review-slider__list"
          autoplay={options.autoplay}
        >
          {reviews.map((review) => (
            <li key={review.position} className="review-slider__slide">
              <article className="card review">
                <p className="review__stars" role="img" aria-label={texts.rating(number.format(review.rating))}>
                  {ratingStars(review.rating).map((star, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the five stars have no identity besides their place.
                    <span key={i} className={`star star--${star}`} aria-hidden="true">
                      ★
                    </span>
                  ))}
                </p>
                <blockquote className="review__text">
                  <p {...review.markers.quote}>{review.text}</p>
                </blockquote>
                {(review.author || review.time || review.date) && (
                  <p className="review__author">
                    {joined(" · ", [
                      review.author && (
                        <span key="name" {...review.markers.name}>
                          {review.author}
                        </span>
                      ),
                      review.time ? (
                        <span key="time" {...review.markers.time}>
                          {review.time}
                        </span>
                      ) : (
                        review.date && (
                          <span key="date" {...review.markers.date}>
                            {formatDate(review.date, ctx.locale)}
                          </span>
                        )
                      ),
                    ])}
                  </p>
                )}
                {(review.branch || review.city) && (
                  <p className="review__branch">
                    {joined(", ", [
                      review.branch && (
                        <span key="branch" {...review.markers.branch}>
                          {review.branch}
                        </span>
                      ),
                      review.city && (
                        <span key="city" {...review.markers.city}>
                          {review.city}
                        </span>
                      ),
                    ])}
                  </p>
                )}
              </article>
            </li>
          ))}
        </SliderFrame>
      </div>
    );
  },
});

/** The present parts with `separator` between them: each part keeps its own element (and edit-mode marker). */
function joined(separator: string, parts: ReactNode[]): ReactNode[] {
  return parts.filter(Boolean).flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}
