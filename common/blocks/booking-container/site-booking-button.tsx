import { Booking } from "../../islands/booking";
import { type PageLinkView, siteBookingButton } from "../../lists/booking";
import { listTexts } from "../../lists/texts";
import type { Locale } from "../../locales";
import type { Settings } from "../../settings";
import { Island } from "../../islands/island";
import { bookingIsland } from "../../islands/islands";

/**
 * True when the settings switch the site-wide booking button on with a usable address or another way to book
 * (the page then loads islands). `page`: the button's page link as visitors of `locale` reach it, or null.
 */
export function hasSiteBookingButton(settings: Settings, locale: Locale, page: PageLinkView | null = null): boolean {
  return siteBookingButton(settings.bookingButton, locale, page) !== null;
}

/**
 * The site-wide booking button of the settings: floating in the bottom-left or bottom-right corner in the chosen
 * colour, opening the booking dialog with the provider's widget and the links shown (e-mail, phone, a page).
 * Nothing when the button is off or offers nothing.
 */
export function SiteBookingButton({ settings, locale, page = null }: { settings: Settings; locale: Locale; page?: PageLinkView | null }) {
  const button = siteBookingButton(settings.bookingButton, locale, page);
  if (!button) return null;
  return (
    <Island
      island={bookingIsland}
      component={Booking}
      props={{
        locale,
        id: "site",
        url: button.url,
        alternatives: button.alternatives,
        label: listTexts(locale).book,
        color: button.color,
        position: button.position,
      }}
    />
  );
}
