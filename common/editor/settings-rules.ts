import type { Settings } from "../settings";

/**
 * The settings panel's display and save rules (editor-side section 5), pure so the panel and its tests share them.
 */

/** The footer's own street, city, e-mail, phone and logo size show only while the business data is not used (default: used). */
export const showsFooterBusinessFields = (settings: Settings): boolean => !settings.footer.useBusinessDataFromLookUp;

/** The header's logo size shows only while the business data is not used. */
export const showsHeaderBusinessFields = (settings: Settings): boolean => !settings.header.useBusinessDataFromLookUp;

/** The booking button's external address shows only with shore booking off; the shore company only with it on. */
export const showsBookingUrl = (settings: Settings): boolean => !settings.bookingButton.useShoreBooking;
export const showsShoreCompany = (settings: Settings): boolean => settings.bookingButton.useShoreBooking;

/** Background overlay: the triangle and the bubble exclude each other; switching one on switches the other off. */
export function withOverlay(settings: Settings, overlay: "triangle" | "bubble", on: boolean): Settings {
  const other = overlay === "triangle" ? "bubble" : "triangle";
  return { ...settings, appearance: { ...settings.appearance, [overlay]: on, ...(on ? { [other]: false } : {}) } };
}

/** A settings text is saved only when it changed (surrounding spaces do not count as a change). */
export const textChanged = (before: string, after: string): boolean => before.trim() !== after.trim();
