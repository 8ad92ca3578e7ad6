import { z } from "zod";
import { fieldMarker, type ItemMarker } from "../../editor/markers";
import type { RenderBlock } from "../../page-model";
import { blockItems, itemText } from "../shared/items";
import { parseRating } from "./stars";

/**
 * A branch review as the review provider delivers it (visitor-side section 3). The worker fetches each branch's
 * reviews (worker/outside/reviews.ts); a block may also carry its own: the block's fields, one review per position
 * (`quote` = review.text, `name` = review.author_name, `rating`, `time` = review.relative_time_description,
 * `branch` = branchName, `city`; older content may carry a `date` instead of `time`). The seed writes provider-shaped
 * reviews through `reviewFieldValues`, so importing a provider export is the same mapping.
 */
export const branchReviewSchema = z.object({
  branchId: z.string(),
  branchName: z.string(),
  city: z.string(),
  review: z.object({
    rating: z.number().min(0).max(5),
    text: z.string(),
    author_name: z.string(),
    relative_time_description: z.string(),
  }),
});
export type BranchReview = z.infer<typeof branchReviewSchema>;

export const REVIEW_FIELDS = ["quote", "name", "rating", "time", "date", "branch", "city"] as const;

/** The block field texts (by field name) that hold one provider review. */
export function reviewFieldValues(review: BranchReview): Record<(typeof REVIEW_FIELDS)[number], string> {
  return {
    quote: review.review.text,
    name: review.review.author_name,
    rating: String(review.review.rating),
    time: review.review.relative_time_description,
    date: "",
    branch: review.branchName,
    city: review.city,
  };
}

/** A review ready to show. */
export type ShownReview = {
  position: number;
  text: string;
  author: string | null;
  rating: number;
  time: string | null;
  date: string | null;
  branch: string | null;
  city: string | null;
  /** Edit-mode markers of the review's text fields, by field name (empty objects live). */
  markers: Record<"quote" | "name" | "time" | "date" | "branch" | "city", Partial<ItemMarker>>;
};

/** A provider review (worker/outside/reviews.ts) ready to show, after the block's own. */
const shown = (review: BranchReview, position: number): ShownReview => ({
  position,
  text: review.review.text,
  author: review.review.author_name || null,
  rating: review.review.rating,
  time: review.review.relative_time_description || null,
  date: null,
  branch: review.branchName || null,
  city: review.city || null,
  // Provider reviews are not site fields: nothing to edit in place.
  markers: { quote: {}, name: {}, time: {}, date: {}, branch: {}, city: {} },
});

/**
 * The block's own reviews, then the branches' reviews from the review provider, each with a text and a rating of at
 * least `minimumRating`, at most `limit`.
 */
export function readReviews(block: RenderBlock, minimumRating: number, limit: number, provided: readonly BranchReview[] = []): ShownReview[] {
  const own = blockItems(block, REVIEW_FIELDS)
    .map((item) => ({
      position: item.position,
      text: itemText(item, "quote") ?? "",
      author: itemText(item, "name"),
      rating: parseRating(itemText(item, "rating")),
      time: itemText(item, "time"),
      date: itemText(item, "date"),
      branch: itemText(item, "branch"),
      city: itemText(item, "city"),
      markers: {
        quote: fieldMarker(item.fields.quote),
        name: fieldMarker(item.fields.name),
        time: fieldMarker(item.fields.time),
        date: fieldMarker(item.fields.date),
        branch: fieldMarker(item.fields.branch),
        city: fieldMarker(item.fields.city),
      },
    }))
    .filter((review): review is ShownReview => review.rating !== null);
  const last = own.at(-1)?.position ?? -1;
  return [...own, ...provided.map((review, i) => shown(review, last + 1 + i))]
    .filter((review) => review.text !== "" && review.rating >= minimumRating)
    .slice(0, limit);
}
