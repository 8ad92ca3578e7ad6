import type { Locale } from "./locales";
import { intlLocale } from "./texts-in";

/**
 * An amount in Swiss francs, de-CH style: "CHF 1'250.00" (two decimals, the default) or "CHF 29'000" (`decimals` 0),
 * an ASCII apostrophe between thousands. Built by hand, not with Intl, so the server and every browser write the
 * same characters (hydration) whatever ICU data they carry. A non-finite amount reads as 0. The one CHF formatter of
 * the builder: listings (cost in Rappen / 100), course and product costs, the sponsor form's prices and total.
 */
export function formatChf(francs: number, decimals: 0 | 2 = 2): string {
  const unit = 10 ** decimals;
  const units = Number.isFinite(francs) ? Math.round(Math.abs(francs) * unit) : 0;
  const sign = francs < 0 && units !== 0 ? "-" : "";
  const whole = String(Math.floor(units / unit)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const fraction = decimals ? `.${String(units % unit).padStart(decimals, "0")}` : "";
  return `CHF ${sign}${whole}${fraction}`;
}

/** Price formatters by language (making one is far dearer than using it). */
const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price on a page in `locale`: German pages keep the de-CH form above ("CHF 1'250.00"); every other language
 * writes it the way Intl does for its locale (fr-CH "1 250.00 CHF", it-CH "CHF 1’250.00", en "CHF 1,250.00", decision 084).
 */
export function formatPrice(francs: number, locale: Locale, decimals: 0 | 2 = 2): string {
  if (locale === "de") return formatChf(francs, decimals);
  const key = `${locale}:${decimals}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency: "CHF",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormats.set(key, format);
  }
  return format.format(Number.isFinite(francs) ? francs : 0);
}
