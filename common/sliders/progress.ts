/**
 * Progress bar of the content slider (visitor-side section 9: "Progress bar weight max 0.8 (or 0.5 per slide)").
 *
 * Reading used here: the bar is a track with a thumb, like a scrollbar. The thumb's `weight` is the share of the
 * track it covers: 0.5 for each slide visible at once, capped at 0.8 (so one visible slide -> 0.5, two or more ->
 * 0.8); when every slide is visible the thumb fills the track. The thumb slides from the start (first slide) to
 * the end (last position), and `totalProgress` is where its end stands: weight at the first slide, 1 at the last.
 */
export const PROGRESS_WEIGHT_PER_SLIDE = 0.5;
export const PROGRESS_WEIGHT_MAX = 0.8;

export type SliderProgress = {
  /** Share of the track the thumb covers (0..1). */
  weight: number;
  /** Where the thumb starts (0..1-weight). */
  offset: number;
  /** offset + weight: 0..1, rounded to 4 decimals; 1 at the last position. */
  totalProgress: number;
};

export function progressWeight(slidesPerView: number): number {
  return Math.min(PROGRESS_WEIGHT_MAX, PROGRESS_WEIGHT_PER_SLIDE * Math.max(1, Math.floor(slidesPerView)));
}

/** Progress at position `currentIndex` (0-based) of `totalSlideCount` slides, `slidesPerView` visible at once. */
export function sliderProgress(currentIndex: number, totalSlideCount: number, slidesPerView = 1): SliderProgress {
  const perView = Math.max(1, Math.floor(slidesPerView));
  const positions = Math.max(1, totalSlideCount - perView + 1);
  if (totalSlideCount <= perView) return { weight: 1, offset: 0, totalProgress: 1 };
  const weight = progressWeight(perView);
  const index = Math.min(positions - 1, Math.max(0, Math.trunc(currentIndex)));
  const offset = ((1 - weight) * index) / (positions - 1);
  return { weight, offset: round(offset), totalProgress: round(offset + weight) };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The analytics event of section 7, pushed on each slide change. */
export type SliderProgressEvent = {
  event: "slider_progress_update";
  sliderId: string;
  pageId: string;
  totalProgress: number;
  totalSlideCount: number;
  currentIndex: number;
};

export function sliderProgressEvent(sliderId: string, pageId: string, currentIndex: number, totalSlideCount: number, slidesPerView = 1): SliderProgressEvent {
  return {
    event: "slider_progress_update",
    sliderId,
    pageId,
    totalProgress: sliderProgress(currentIndex, totalSlideCount, slidesPerView).totalProgress,
    totalSlideCount,
    currentIndex,
  };
}
