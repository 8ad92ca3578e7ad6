import { mailHref, phoneHref } from "../contact-href";
import type { Locale } from "../locales";
import type { Settings } from "../settings";

type BookingSettings = Settings["bookingButton"];
type SurfaceColor = BookingSettings["color"];

/** The site's surface colours as hex without '#' (the same values as the CSS variables in client/styles.css). */
export const SURFACE_HEX: Record<SurfaceColor, string> = { primary: "0b5d7a", secondary: "7a3d0b", background: "ffffff", header: "14323d" };

/** The booking provider's theme colour: the explicit hex from settings, else the hex of the button's colour (no '#'). */
export function bookingThemeColor(settings: Pick<BookingSettings, "color" | "themeColor">): string {
  const explicit = settings.themeColor.replace(/^#/, "").toLowerCase();
  return /^[0-9a-f]{6}$/.test(explicit) ? explicit : SURFACE_HEX[settings.color];
}

/** The hosted widget of the shore booking provider for a company slug. */
export function shoreWidgetUrl(company: string): string | null {
  const slug = company.trim();
  return slug ? `https://connect.shore.com/widget/${encodeURIComponent(slug)}` : null;
}

/**
 * The address of the booking dialog's iframe: the provider's https URL with locale, layout=none,
 * select_location=false and theme_color (hex without '#') set, replacing any values the URL already had.
 * Null when the base is not an https URL.
 */
export function bookingFrameUrl(base: string, params: { locale: Locale; themeColor: string }): string | null {
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  url.searchParams.set("locale", params.locale);
  url.searchParams.set("layout", "none");
  url.searchParams.set("select_location", "false");
  url.searchParams.set("theme_color", params.themeColor.replace(/^#/, "").toLowerCase());
  return url.href;
}

/** The site-wide booking button's base URL: the shore widget when that switch is on, otherwise the external URL. */
export function siteBookingBase(settings: BookingSettings): string | null {
  if (settings.useShoreBooking) return shoreWidgetUrl(settings.shoreCompany);
  return settings.url.trim() || null;
}

/** A page of the site as visitors reach it in their language: its address and name. */
export type PageLinkView = { path: string; label: string };
/** One of the other ways to book the site-wide button offers: an e-mail address, a phone number or a page. */
export type BookingAlternative = { kind: "email" | "phone" | "page"; href: string; label: string };

/**
 * The links shown of the site-wide button (settings bookingButton.links), in the order e-mail, phone, page: each
 * switched on and filled in; the page only when visitors can reach it (`page`, resolved for their language).
 */
export function bookingAlternatives(settings: BookingSettings, page: PageLinkView | null): BookingAlternative[] {
  const email = settings.email.trim();
  const phone = settings.phone.trim();
  return [
    ...(settings.links.email && email ? [{ kind: "email" as const, href: mailHref(email), label: email }] : []),
    ...(settings.links.phone && /\d/.test(phone) ? [{ kind: "phone" as const, href: phoneHref(phone), label: phone }] : []),
    ...(settings.links.page && page ? [{ kind: "page" as const, href: page.path, label: page.label }] : []),
  ];
}

/**
 * The site-wide floating booking button, or null when it is off or offers nothing: the booking dialog's address
 * (null without a usable provider address) and the other ways to book its dialog lists.
 */
export function siteBookingButton(settings: BookingSettings, locale: Locale, page: PageLinkView | null = null) {
  if (!settings.active) return null;
  const base = siteBookingBase(settings);
  const url = base ? bookingFrameUrl(base, { locale, themeColor: bookingThemeColor(settings) }) : null;
  const alternatives = bookingAlternatives(settings, page);
  if (!url && alternatives.length === 0) return null;
  return {
    url,
    alternatives,
    position: settings.position === "left" ? ("bottom-left" as const) : ("bottom-right" as const),
    color: settings.color,
  };
}
