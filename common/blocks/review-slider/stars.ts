/** One of the five rating stars. */
export type Star = "full" | "half" | "empty";

/**
 * The five stars of a rating (visitor-side section 9): full stars for the whole part, a half star when the
 * fraction is at least .5, the rest empty. Ratings are clamped to 0-5.
 */
export function ratingStars(rating: number): Star[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return Array.from({ length: 5 }, (_, i) => (i < full ? "full" : i < full + half ? "half" : "empty"));
}

/** A rating typed as text ("4.5", "4,5"), or null when it is not a number from 0 to 5. */
export function parseRating(text: string | null): number | null {
  if (!text?.trim()) return null;
  const value = Number(text.trim().replace(",", "."));
  return Number.isFinite(value) && value >= 0 && value <= 5 ? value : null;
}
