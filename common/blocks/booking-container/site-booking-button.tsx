import { Booking } from "../../islands/booking";
import { siteBookingButton } from "../../lists/booking";
import { listTexts } from "../../lists/texts";
import type { Locale } from "../../locales";
import type { Settings } from "../../settings";
import { Island } from "../../islands/island";
import { bookingIsland } from "../../islands/islands";

/** True when the settings switch the site-wide booking button on with a usable address (the page then loads islands). */
export function hasSiteBookingButton(settings: Settings, locale: Locale): boolean {
  return siteBookingButton(settings.bookingButton, locale) !== null;
}

/**
 * The site-wide booking button of the settings: floating in the bottom-left or bottom-right corner in the chosen
 * colour, opening the booking dialog. Nothing when the button is off or has no usable address.
 */
export function SiteBookingButton({ settings, locale }: { settings: Settings; locale: Locale }) {
  const button = siteBookingButton(settings.bookingButton, locale);
  if (!button) return null;
  return (
    <Island
      island={bookingIsland}
      component={Booking}
      props={{ locale, id: "site", url: button.url, label: listTexts(locale).book, color: button.color, position: button.position }}
    />
  );
}
