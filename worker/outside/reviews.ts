import { z } from "zod";
import { type BranchReview, branchReviewSchema } from "../../common/blocks/review-slider/reviews";
import type { Locale } from "../../common/locales";
import type { SiteDb } from "../sites/site-db";
import { type Fetcher, fetchJson } from "./fetch-json";
import type { OutsideSite } from "./site";
import { type Loaded, readOutside, refreshOutside } from "./store";

/** Carried by pages with a review slider: new reviews re-render them. */
export const REVIEWS_TAG = "reviews";
const kind = (locale: Locale) => `reviews:${locale}`;
const reviewsSchema = z.array(branchReviewSchema);

/** A branch of the site owner with its Google place id. */
export type ReviewedBranch = { id: string; name: string; city: string; placeId: string };

/** One review of a Place Details answer of the Places API (New), as far as the spec's branch review needs it. */
const placeReviewSchema = z.object({
  rating: z.number().min(0).max(5),
  text: z.object({ text: z.string() }).optional(),
  originalText: z.object({ text: z.string() }).optional(),
  authorAttribution: z.object({ displayName: z.string() }).optional(),
  relativePublishTimeDescription: z.string().optional(),
});
const placeSchema = z.object({ reviews: z.array(z.unknown()).max(50).optional() });

export type PlacesConfig = { baseUrl: string; apiKey: string | undefined };

/**
 * The reviews of one place in `locale`: GET {base}/v1/places/{placeId}?languageCode=… with the key header and a
 * field mask asking for reviews only (Places API (New), Place Details). Malformed single reviews are skipped.
 */
export async function loadPlaceReviews(fetcher: Fetcher, config: PlacesConfig, branch: ReviewedBranch, locale: Locale): Promise<Loaded<BranchReview[]>> {
  if (!config.apiKey) return { ok: false, error: "GOOGLE_PLACES_API_KEY is not set" };
  const url = `${config.baseUrl.replace(/\/$/, "")}/v1/places/${encodeURIComponent(branch.placeId)}?languageCode=${locale}`;
  const answer = await fetchJson(fetcher, url, { "X-Goog-Api-Key": config.apiKey, "X-Goog-FieldMask": "reviews" });
  if (!answer.ok) return answer;
  const place = placeSchema.safeParse(answer.json);
  if (!place.success) return { ok: false, error: `malformed place answer: ${place.error.issues[0]?.message}` };
  const reviews = (place.data.reviews ?? []).flatMap((raw) => {
    const review = placeReviewSchema.safeParse(raw);
    const text = review.success ? (review.data.text?.text ?? review.data.originalText?.text ?? "") : "";
    if (!review.success || text.trim() === "") return [];
    return [
      {
        branchId: branch.id,
        branchName: branch.name,
        city: branch.city,
        review: {
          rating: review.data.rating,
          text,
          author_name: review.data.authorAttribution?.displayName ?? "",
          relative_time_description: review.data.relativePublishTimeDescription ?? "",
        },
      },
    ];
  });
  return { ok: true, data: reviews };
}

/** The site owner's active branches that carry a Google place id. */
export async function reviewedBranches(db: SiteDb): Promise<ReviewedBranch[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.name, b.city, b.google_place_id AS placeId FROM branches b JOIN businesses o ON o.id = b.business_id
       WHERE b.site_id = $site AND o.site_id = $site AND o.is_site_owner = 1 AND b.active = 1 AND b.google_place_id IS NOT NULL AND b.google_place_id != '' ORDER BY b.name`,
    )
    .all<ReviewedBranch>();
  return results;
}

/**
 * Fetches every branch's reviews in every offered language and stores them per branch. A branch whose answer fails
 * keeps its previous reviews; only when every branch fails is the refresh a failure (all data kept).
 */
export async function refreshReviews(kv: KVNamespace, site: OutsideSite, fetcher: Fetcher, config: PlacesConfig, branches: ReviewedBranch[]): Promise<void> {
  for (const locale of site.locales) {
    const previous = (await readOutside(kv, site.id, kind(locale), reviewsSchema))?.data ?? [];
    await refreshOutside(kv, site.id, kind(locale), REVIEWS_TAG, reviewsSchema, [], async () => {
      const answers = await Promise.all(branches.map((branch) => loadPlaceReviews(fetcher, config, branch, locale)));
      const failures = answers.flatMap((answer, i) => (answer.ok ? [] : [`${branches[i]?.id}: ${answer.error}`]));
      if (branches.length > 0 && failures.length === branches.length) return { ok: false, error: failures.join("; ") };
      if (failures.length) console.error(`reviews of site ${site.id} (${locale}): ${failures.join("; ")} (keeping those branches' last reviews)`);
      return { ok: true, data: answers.flatMap((answer, i) => (answer.ok ? answer.data : previous.filter((r) => r.branchId === branches[i]?.id))) };
    });
  }
}

/** The stored reviews of the site in `locale`, or null when they were never fetched. */
export async function readReviews(kv: KVNamespace, site: OutsideSite, locale: Locale): Promise<BranchReview[] | null> {
  return (await readOutside(kv, site.id, kind(locale), reviewsSchema))?.data ?? null;
}
