import type { MediaView } from "../page-model";
import type { RichTextDoc } from "../rich-text";

export const LISTING_TYPES = ["frame", "object", "job"] as const;
export const LISTING_KINDS = ["offering", "searching"] as const;
export const LISTING_STATUSES = ["draft", "published", "archived"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export type ListingKind = (typeof LISTING_KINDS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The branch a listing belongs to, as the lists show it. */
export type ListingBranch = { name: string; street: string; streetNumber: string; zip: string; city: string; phone: string | null; email: string | null };
export type StaffMember = { firstName: string; lastName: string };
export type MarketplaceOptions = { toBePickedUp: boolean; subjectToPostage: boolean; askingPrice: boolean };

/**
 * A published listing in one language (visitor-side section 3): a job offer or a marketplace item.
 * `cost` is in Rappen (CHF cents), null when none is given; `created` is an ISO timestamp.
 */
export type ListingView = {
  id: string;
  type: ListingType;
  kind: ListingKind;
  title: string;
  created: string;
  workQuota: string | null;
  cost: number | null;
  richTextDescription: RichTextDoc | null;
  titleImage: MediaView[];
  options: MarketplaceOptions;
  branch: ListingBranch | null;
  staffMember: StaffMember | null;
};
