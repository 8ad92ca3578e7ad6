/**
 * Block types of the spec (editor-side section 1), each with its folder under common/blocks/: the names only, a
 * light module (docs/decisions/073), and the one line outside its folder that a new block adds. The seed scripts
 * run under tsx and the editor bundle loads these names, neither may load the block definitions (their islands
 * import CSS; the views would weigh on the editor), so the names are the list and common/blocks/registry.ts
 * gathers each name's definition from its folder (and throws on a name without one or a folder without a name).
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
