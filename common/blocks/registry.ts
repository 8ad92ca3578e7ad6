import type { BlockDefinition } from "./define";
import type { BlockType } from "./types";
import { announcementBar } from "./announcement-bar/definition";
import { announcementBubble } from "./announcement-bubble/definition";
import { aspectSponsorForm } from "./aspect-sponsor-form/definition";
import { bookingContainer } from "./booking-container/definition";
import { businessSearch } from "./business-search/definition";
import { contact } from "./contact/definition";
import { contactForm } from "./contact-form/definition";
import { contentSliderBoard } from "./content-slider-board/definition";
import { courses } from "./courses/definition";
import { cta } from "./cta/definition";
import { form } from "./form/definition";
import { gameSetup } from "./game-setup/definition";
import { goFeed } from "./go-feed/definition";
import { hero } from "./hero/definition";
import { imageBoard } from "./image-board/definition";
import { imageCollage } from "./image-collage/definition";
import { instagramFeed } from "./instagram-feed/definition";
import { jobs } from "./jobs/definition";
import { mapContainer } from "./map-container/definition";
import { marketplace } from "./marketplace/definition";
import { mediaGallery } from "./media-gallery/definition";
import { multiCta } from "./multi-cta/definition";
import { newsFeedBoard } from "./news-feed-board/definition";
import { poiManager } from "./poi-manager/definition";
import { productBoard } from "./product-board/definition";
import { reviewSlider } from "./review-slider/definition";
import { richTextBlock } from "./rich-text-block/definition";
import { scoreTracker } from "./score-tracker/definition";
import { serviceBoard } from "./service-board/definition";
import { servicesContainer } from "./services-container/definition";
import { spacer } from "./spacer/definition";
import { stepFeedBoard } from "./step-feed-board/definition";
import { teamContainer } from "./team-container/definition";
import { testimonialsContainer } from "./testimonials-container/definition";
import { textOnImage } from "./text-on-image/definition";
import { videoPlayer } from "./video-player/definition";

/**
 * The list of block definitions: every block folder's definition, once (docs/decisions/073). BLOCKS derives from
 * it; the compiler checks it against the names of ./types (each name has its definition, each definition's `type`
 * is a name). Explicit imports, no import.meta.glob: the worker and the tests load it without a glob's help.
 */
export const BLOCK_LIST = [
  hero,
  cta,
  multiCta,
  richTextBlock,
  bookingContainer,
  teamContainer,
  servicesContainer,
  testimonialsContainer,
  imageBoard,
  serviceBoard,
  newsFeedBoard,
  contentSliderBoard,
  productBoard,
  stepFeedBoard,
  goFeed,
  announcementBar,
  announcementBubble,
  businessSearch,
  marketplace,
  jobs,
  imageCollage,
  textOnImage,
  courses,
  videoPlayer,
  spacer,
  mapContainer,
  gameSetup,
  scoreTracker,
  poiManager,
  mediaGallery,
  reviewSlider,
  instagramFeed,
  aspectSponsorForm,
  contactForm,
  contact,
  form,
] as const;

type ListedType = (typeof BLOCK_LIST)[number]["type"];
/** Compile-time check: the list's types are exactly the names of ./types (a missing or extra block fails tsc). */
export type ListMatchesNames = [BlockType] extends [ListedType] ? ([ListedType] extends [BlockType] ? true : never) : never;
const listMatchesNames: ListMatchesNames = true;

/** Render registry by type: views and option schemas only. Editor parts live in a separate registry (edit mode only). */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the map only needs the shape.
export const BLOCKS: Record<BlockType, BlockDefinition<any>> = listMatchesNames && blocksByType(BLOCK_LIST);

/** A list of definitions by type (a type twice is an error); also builds a registry with a test's extra block. */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own option type; the map only needs the shape.
export function blocksByType<L extends readonly BlockDefinition<any>[]>(list: L): { [D in L[number] as D["type"]]: BlockDefinition<any> } {
  const byType = Object.fromEntries(list.map((definition) => [definition.type, definition]));
  if (Object.keys(byType).length !== list.length) throw new Error("a block type is listed twice");
  return byType as never;
}
