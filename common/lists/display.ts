import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mailHref, phoneHref } from "../link";
import type { Locale } from "../locales";
import type { MediaView } from "../page-model";
import { richTextToPlain } from "../rich-text";
import { RichTextView } from "../ui/rich-text-view";
import { formatPrice } from "../chf";
import { formatListingDate, isoDateInTimeZone, previewText } from "./format";
import { listTexts } from "./texts";
import type { ListingKind, ListingView, MarketplaceOptions } from "./types";

export type Badge = { key: keyof MarketplaceOptions | ListingKind; label: string };

/** One accordion item, display-ready (formatted on the server, so the island renders the same characters). */
export type ListItem = {
  id: string;
  title: string;
  /** Short facts beside the title: work quota and city for jobs, the price for marketplace items. */
  summary: string[];
  /** The description as plain text, cut at 200 characters plus an ellipsis. */
  preview: string;
  /**
   * The description rendered on the server through the rich-text allowlist (common/ui/rich-text-view.tsx), so the
   * island needs neither the renderer nor the schema code; empty when there is none.
   */
  descriptionHtml: string;
  images: MediaView[];
  created: { iso: string; text: string };
  workQuota: string | null;
  cost: string | null;
  badges: Badge[];
  branch: { name: string; street: string; zipCity: string; phone: { text: string; href: string } | null; email: { text: string; href: string } | null } | null;
  staff: string | null;
};

function common(listing: ListingView, locale: Locale): Omit<ListItem, "summary" | "images" | "cost" | "badges"> {
  const branch = listing.branch;
  return {
    id: listing.id,
    title: listing.title,
    preview: previewText(richTextToPlain(listing.richTextDescription)),
    descriptionHtml: listing.richTextDescription ? renderToStaticMarkup(createElement(RichTextView, { doc: listing.richTextDescription })) : "",
    created: { iso: isoDateInTimeZone(listing.created), text: formatListingDate(listing.created, locale) },
    workQuota: listing.workQuota,
    branch: branch
      ? {
          name: branch.name,
          street: `${branch.street} ${branch.streetNumber}`.trim(),
          zipCity: `${branch.zip} ${branch.city}`.trim(),
          phone: branch.phone ? { text: branch.phone, href: phoneHref(branch.phone) } : null,
          email: branch.email ? { text: branch.email, href: mailHref(branch.email, listing.title) } : null,
        }
      : null,
    staff: listing.staffMember ? `${listing.staffMember.firstName} ${listing.staffMember.lastName}` : null,
  };
}

/** A job offer: every title image (shown as a strip), work quota and city beside the title. */
export function jobItem(listing: ListingView, locale: Locale): ListItem {
  const summary = [listing.workQuota, listing.branch?.city].filter((part): part is string => Boolean(part));
  // Job offers are the rule; a job search (kind "searching") says so with a badge.
  const badges: Badge[] = listing.kind === "searching" ? [{ key: "searching", label: listTexts(locale).searching }] : [];
  return { ...common(listing, locale), summary, images: listing.titleImage, cost: null, badges };
}

/** A marketplace item: the first title image, the price in CHF, and the kind and option badges. */
export function marketplaceItem(listing: ListingView, locale: Locale): ListItem {
  const texts = listTexts(locale);
  const cost = listing.cost === null ? null : formatPrice(listing.cost / 100, locale);
  const options = (["toBePickedUp", "subjectToPostage", "askingPrice"] as const).filter((key) => listing.options[key]);
  const badges: Badge[] = [{ key: listing.kind, label: texts[listing.kind] }, ...options.map((key) => ({ key, label: texts[key] }))];
  return { ...common(listing, locale), summary: cost ? [cost] : [], images: listing.titleImage.slice(0, 1), cost, badges };
}
