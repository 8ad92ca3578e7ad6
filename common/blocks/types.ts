/** Block types this build renders. The spec lists more; each joins this list with its folder and views. */
export const BLOCK_TYPES = [
  "hero",
  "richTextBlock",
  "cta",
  "spacer",
  "teamContainer",
  "servicesContainer",
  "contactForm",
  "aspectSponsorForm",
  "gameSetup",
  "scoreTracker",
  "mapContainer",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** True when `type` names a block this build can render. */
export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}
