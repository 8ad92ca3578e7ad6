/**
 * Block types of the spec (editor-side section 1), each with its folder under common/blocks/: the names only, a
 * light module (docs/decisions/073). The seed scripts run under tsx and reach this file through common/content-api;
 * the block definitions cannot load there (their islands import CSS), so the names cannot be derived from the
 * definitions' list. common/blocks/registry.ts checks at compile time that its list holds exactly these types.
 */
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
