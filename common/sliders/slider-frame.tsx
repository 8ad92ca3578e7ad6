import type { ReactNode } from "react";
import { Carousel, ReviewSlider } from "../islands/slider";
import type { Locale } from "../locales";
import { Island } from "../islands/island";
import { carouselIsland, reviewCarouselIsland } from "../islands/islands";
import { sliderLabels } from "./labels";

/**
 * Server markup shared by the carousels and the review slider: a named region holding a scroll-snapping list
 * (works without script, first slide visible) and the island that adds buttons, dots, swipe and arrows.
 */
export function SliderFrame({
  id,
  kind,
  label,
  locale,
  count,
  listClassName,
  autoplay = false,
  children,
}: {
  id: string;
  /** Pictures or teasers (carousel), or reviews with their own dots and labels. */
  kind: "carousel" | "reviews";
  label: string;
  locale: Locale;
  count: number;
  listClassName: string;
  autoplay?: boolean;
  children: ReactNode;
}) {
  const listId = `slider-${id}`;
  const labels = sliderLabels(locale);
  return (
    <section className="slider-frame" data-slider-root="" aria-roledescription={labels.roleCarousel} aria-label={label}>
      <div className="slider-viewport">
        {/* Focusable so keyboard users can scroll the row without script and use the arrow keys with it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
        <ul id={listId} className={`slider-track ${listClassName}`} tabIndex={0}>
          {children}
        </ul>
      </div>
      {kind === "carousel" ? (
        <Island island={carouselIsland} component={Carousel} props={{ listId, count, labels, autoplay }} />
      ) : (
        <Island island={reviewCarouselIsland} component={ReviewSlider} props={{ listId, count, labels, autoplay }} />
      )}
    </section>
  );
}
