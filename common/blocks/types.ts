/** Block types of the spec (editor-side section 1), each with its folder under common/blocks/. */
export const BLOCK_TYPES = [
  "hero",
  "cta",
  "multiCta",
  "richTextBlock",
  "bookingContainer",
  "teamContainer",
  "servicesContainer",
  "testimonialsContainer",
  "imageBoard",
  "serviceBoard",
  "newsFeedBoard",
  "contentSliderBoard",
  "productBoard",
  "stepFeedBoard",
  "goFeed",
  "announcementBar",
  "announcementBubble",
  "businessSearch",
  "marketplace",
  "jobs",
  "imageCollage",
  "textOnImage",
  "courses",
  "videoPlayer",
  "spacer",
  "mapContainer",
  "gameSetup",
  "scoreTracker",
  "poiManager",
  "mediaGallery",
  "reviewSlider",
  "instagramFeed",
  "aspectSponsorForm",
  "contactForm",
  "contact",
  "form",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** True when `type` names a block this build can render. */
export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}
