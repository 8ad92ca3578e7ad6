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
