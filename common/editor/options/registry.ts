import type { BlockType } from "../../blocks/types";
import type { BlockOptions } from "./block-options";
import { announcementBarOptions } from "../../blocks/announcement-bar/options-editor";
import { announcementBubbleOptions } from "../../blocks/announcement-bubble/options-editor";
import { aspectSponsorFormOptions } from "../../blocks/aspect-sponsor-form/options-editor";
import { bookingContainerOptions } from "../../blocks/booking-container/options-editor";
import { businessSearchOptions } from "../../blocks/business-search/options-editor";
import { contactFormOptions } from "../../blocks/contact-form/options-editor";
import { contactOptions } from "../../blocks/contact/options-editor";
import { contentSliderBoardOptions } from "../../blocks/content-slider-board/options-editor";
import { coursesOptions } from "../../blocks/courses/options-editor";
import { ctaOptions } from "../../blocks/cta/options-editor";
import { formOptions } from "../../blocks/form/options-editor";
import { gameSetupOptions } from "../../blocks/game-setup/options-editor";
import { goFeedOptions } from "../../blocks/go-feed/options-editor";
import { heroOptions } from "../../blocks/hero/options-editor";
import { imageBoardOptions } from "../../blocks/image-board/options-editor";
import { imageCollageOptions } from "../../blocks/image-collage/options-editor";
import { instagramFeedOptions } from "../../blocks/instagram-feed/options-editor";
import { jobsOptions } from "../../blocks/jobs/options-editor";
import { mapContainerOptions } from "../../blocks/map-container/options-editor";
import { marketplaceOptions } from "../../blocks/marketplace/options-editor";
import { mediaGalleryOptions } from "../../blocks/media-gallery/options-editor";
import { multiCtaOptions } from "../../blocks/multi-cta/options-editor";
import { newsFeedBoardOptions } from "../../blocks/news-feed-board/options-editor";
import { poiManagerOptions } from "../../blocks/poi-manager/options-editor";
import { productBoardOptions } from "../../blocks/product-board/options-editor";
import { reviewSliderOptions } from "../../blocks/review-slider/options-editor";
import { richTextBlockOptions } from "../../blocks/rich-text-block/options-editor";
import { scoreTrackerOptions } from "../../blocks/score-tracker/options-editor";
import { serviceBoardOptions } from "../../blocks/service-board/options-editor";
import { servicesContainerOptions } from "../../blocks/services-container/options-editor";
import { spacerOptions } from "../../blocks/spacer/options-editor";
import { stepFeedBoardOptions } from "../../blocks/step-feed-board/options-editor";
import { teamContainerOptions } from "../../blocks/team-container/options-editor";
import { testimonialsContainerOptions } from "../../blocks/testimonials-container/options-editor";
import { textOnImageOptions } from "../../blocks/text-on-image/options-editor";
import { videoPlayerOptions } from "../../blocks/video-player/options-editor";

/** Editor options of every block type (edit mode and the option checks only; visitor code never imports it). */
export const BLOCK_OPTIONS = {
  announcementBar: announcementBarOptions,
  announcementBubble: announcementBubbleOptions,
  aspectSponsorForm: aspectSponsorFormOptions,
  bookingContainer: bookingContainerOptions,
  businessSearch: businessSearchOptions,
  contactForm: contactFormOptions,
  contact: contactOptions,
  contentSliderBoard: contentSliderBoardOptions,
  courses: coursesOptions,
  cta: ctaOptions,
  form: formOptions,
  gameSetup: gameSetupOptions,
  goFeed: goFeedOptions,
  hero: heroOptions,
  imageBoard: imageBoardOptions,
  imageCollage: imageCollageOptions,
  instagramFeed: instagramFeedOptions,
  jobs: jobsOptions,
  mapContainer: mapContainerOptions,
  marketplace: marketplaceOptions,
  mediaGallery: mediaGalleryOptions,
  multiCta: multiCtaOptions,
  newsFeedBoard: newsFeedBoardOptions,
  poiManager: poiManagerOptions,
  productBoard: productBoardOptions,
  reviewSlider: reviewSliderOptions,
  richTextBlock: richTextBlockOptions,
  scoreTracker: scoreTrackerOptions,
  serviceBoard: serviceBoardOptions,
  servicesContainer: servicesContainerOptions,
  spacer: spacerOptions,
  stepFeedBoard: stepFeedBoardOptions,
  teamContainer: teamContainerOptions,
  testimonialsContainer: testimonialsContainerOptions,
  textOnImage: textOnImageOptions,
  videoPlayer: videoPlayerOptions,
} satisfies Record<BlockType, BlockOptions>;
