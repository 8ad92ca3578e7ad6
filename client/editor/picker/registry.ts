import { blockProgram, type Program } from "../../../common/blocks/programs";
import type { BlockType } from "../../../common/blocks/types";

/** The block picker's groups (editor-side section 2), in the order the dialog shows them. */
export const PICKER_GROUPS = ["start", "team", "content", "collections", "various", "remaining"] as const;
export type PickerGroup = (typeof PICKER_GROUPS)[number];

/** Icons of the picker; "generic" is what a block in no group gets in Remaining. */
export type PickerIcon = "hero" | "cta" | "text" | "image" | "video" | "list" | "people" | "quote" | "calendar" | "map" | "game" | "form" | "contact" | "star" | "megaphone" | "space" | "search" | "shop" | "generic";

/**
 * A block type's place in the picker: its group (null: Remaining), its icon, and the program a site must be in to
 * get it (null: every site). The programs come from common/blocks/programs.ts, which the server checks too.
 */
export type PickerEntry = { group: Exclude<PickerGroup, "remaining"> | null; icon: PickerIcon; program: Program | null };

/**
 * Every block type's picker entry. Typed over BlockType, so a new block type without an entry fails the type
 * check (design/editor.md: an exhaustive editor registry). Card and detail kinds are not block types and are
 * never offered. The game blocks belong to no group: they land in Remaining (docs/decisions/030).
 */
const ICONS: Record<BlockType, [PickerEntry["group"], PickerIcon]> = {
  hero: ["start", "hero"],
  textOnImage: ["start", "image"],
  cta: ["start", "cta"],
  multiCta: ["start", "cta"],
  announcementBar: ["start", "megaphone"],
  announcementBubble: ["start", "megaphone"],
  bookingContainer: ["start", "calendar"],
  teamContainer: ["team", "people"],
  testimonialsContainer: ["team", "quote"],
  contact: ["team", "contact"],
  richTextBlock: ["content", "text"],
  imageBoard: ["content", "image"],
  imageCollage: ["content", "image"],
  mediaGallery: ["content", "image"],
  videoPlayer: ["content", "video"],
  serviceBoard: ["content", "list"],
  productBoard: ["content", "shop"],
  stepFeedBoard: ["content", "list"],
  contentSliderBoard: ["content", "list"],
  servicesContainer: ["collections", "list"],
  newsFeedBoard: ["collections", "list"],
  goFeed: ["collections", "list"],
  courses: ["collections", "calendar"],
  jobs: ["collections", "people"],
  marketplace: ["collections", "shop"],
  businessSearch: ["various", "search"],
  reviewSlider: ["various", "star"],
  instagramFeed: ["various", "image"],
  mapContainer: ["various", "map"],
  contactForm: ["various", "form"],
  form: ["various", "form"],
  aspectSponsorForm: ["various", "form"],
  spacer: ["various", "space"],
  gameSetup: [null, "generic"],
  scoreTracker: [null, "generic"],
  poiManager: [null, "generic"],
};

export const PICKER_REGISTRY = Object.fromEntries(
  (Object.entries(ICONS) as [BlockType, [PickerEntry["group"], PickerIcon]][]).map(([type, [group, icon]]) => [type, { group, icon, program: blockProgram(type) }]),
) as Record<BlockType, PickerEntry>;

/** One group of the dialog with the block types it offers. */
export type PickerSection = { group: PickerGroup; items: { type: BlockType; icon: PickerIcon }[] };

/**
 * The dialog's sections: each offered block type in its group, known types in no group in Remaining with the
 * generic icon; a program's types (optician-only, golf) only for sites in that program; empty groups left out.
 */
export function pickerSections(options: { programs: readonly string[]; registry?: Partial<Record<BlockType, PickerEntry>> }): PickerSection[] {
  const registry = options.registry ?? PICKER_REGISTRY;
  const offered = (Object.entries(registry) as [BlockType, PickerEntry][]).filter(([, e]) => e.program === null || options.programs.includes(e.program));
  return PICKER_GROUPS.map((group) => ({
    group,
    items: offered.filter(([, e]) => (e.group ?? "remaining") === group).map(([type, e]) => ({ type, icon: e.group ? e.icon : ("generic" as const) })),
  })).filter((section) => section.items.length > 0);
}
