import type { BlockType } from "../../../common/blocks/types";

/** The block picker's groups (editor-side section 2), in the order the dialog shows them. */
export const PICKER_GROUPS = ["start", "team", "content", "collections", "various", "remaining"] as const;
export type PickerGroup = (typeof PICKER_GROUPS)[number];

/** Icons of the picker; "generic" is what a block in no group gets in Remaining. */
export type PickerIcon = "hero" | "cta" | "text" | "image" | "video" | "list" | "people" | "quote" | "calendar" | "map" | "game" | "form" | "contact" | "star" | "megaphone" | "space" | "search" | "shop" | "generic";

/** A block type's place in the picker: its group (null: Remaining), its icon, and whether only optician members get it. */
export type PickerEntry = { group: Exclude<PickerGroup, "remaining"> | null; icon: PickerIcon; opticianOnly: boolean };

const entry = (group: PickerEntry["group"], icon: PickerIcon, opticianOnly = false): PickerEntry => ({ group, icon, opticianOnly });

/**
 * Every block type's picker entry. Typed over BlockType, so a new block type without an entry fails the type
 * check (design/editor.md: an exhaustive editor registry). Card and detail kinds are not block types and are
 * never offered. The game blocks belong to no group: they land in Remaining (docs/decisions/030).
 */
export const PICKER_REGISTRY: Record<BlockType, PickerEntry> = {
  hero: entry("start", "hero"),
  textOnImage: entry("start", "image"),
  cta: entry("start", "cta"),
  multiCta: entry("start", "cta"),
  announcementBar: entry("start", "megaphone"),
  announcementBubble: entry("start", "megaphone"),
  bookingContainer: entry("start", "calendar"),
  teamContainer: entry("team", "people"),
  testimonialsContainer: entry("team", "quote"),
  contact: entry("team", "contact"),
  richTextBlock: entry("content", "text"),
  imageBoard: entry("content", "image"),
  imageCollage: entry("content", "image"),
  mediaGallery: entry("content", "image"),
  videoPlayer: entry("content", "video"),
  serviceBoard: entry("content", "list"),
  productBoard: entry("content", "shop"),
  stepFeedBoard: entry("content", "list"),
  contentSliderBoard: entry("content", "list"),
  servicesContainer: entry("collections", "list"),
  newsFeedBoard: entry("collections", "list"),
  goFeed: entry("collections", "list", true),
  courses: entry("collections", "calendar"),
  jobs: entry("collections", "people"),
  marketplace: entry("collections", "shop", true),
  businessSearch: entry("various", "search", true),
  reviewSlider: entry("various", "star"),
  instagramFeed: entry("various", "image"),
  mapContainer: entry("various", "map"),
  contactForm: entry("various", "form"),
  form: entry("various", "form"),
  aspectSponsorForm: entry("various", "form"),
  spacer: entry("various", "space"),
  gameSetup: entry(null, "generic"),
  scoreTracker: entry(null, "generic"),
  poiManager: entry(null, "generic"),
};

/** One group of the dialog with the block types it offers. */
export type PickerSection = { group: PickerGroup; items: { type: BlockType; icon: PickerIcon }[] };

/**
 * The dialog's sections: each offered block type in its group, known types in no group in Remaining with the
 * generic icon; optician-only types only for sites in the optician program; empty groups left out.
 */
export function pickerSections(options: { opticianProgram: boolean; registry?: Partial<Record<BlockType, PickerEntry>> }): PickerSection[] {
  const registry = options.registry ?? PICKER_REGISTRY;
  const offered = (Object.entries(registry) as [BlockType, PickerEntry][]).filter(([, e]) => options.opticianProgram || !e.opticianOnly);
  return PICKER_GROUPS.map((group) => ({
    group,
    items: offered.filter(([, e]) => (e.group ?? "remaining") === group).map(([type, e]) => ({ type, icon: e.group ? e.icon : ("generic" as const) })),
  })).filter((section) => section.items.length > 0);
}
