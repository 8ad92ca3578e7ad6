import { defineIsland } from "./define";

// Islands several blocks or the site's chrome render: their components live beside this file.

/** The job and marketplace lists. */
export const accordionListIsland = defineIsland("listAccordion", () => import("./accordion-list").then((m) => m.AccordionList));
/** The booking block and the site-wide booking button of the settings. */
export const bookingIsland = defineIsland("booking", () => import("./booking").then((m) => m.Booking));
/** The slider frame (common/sliders/slider-frame.tsx) of the image board, the review slider and the GO feed. */
export const carouselIsland = defineIsland("carousel", () => import("./slider").then((m) => m.Carousel));
export const reviewCarouselIsland = defineIsland("reviewCarousel", () => import("./slider").then((m) => m.ReviewSlider));
