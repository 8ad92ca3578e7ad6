import { todayInZone } from "../../common/opening-hours-today";

/**
 * Marks today in every server-rendered opening-hours table under `root` (footer, contact block): the weekday row
 * and a special date of today get the today class and aria-current="date"; special dates already past are hidden.
 * Runs in the browser because cached pages must not carry the day they were rendered on (decision 007).
 * It also publishes the date on <html data-today> for the directory island, which thus needs no date code of its own.
 */
export function markToday(root: ParentNode, now: Date = new Date()): void {
  const today = todayInZone(now);
  document.documentElement.dataset.today = today.date;
  for (const row of root.querySelectorAll<HTMLElement>("[data-opening-hours] [data-weekday], [data-opening-hours] [data-date]")) {
    const date = row.dataset.date;
    const isToday = date ? date === today.date : row.dataset.weekday === String(today.day);
    row.classList.toggle("opening-hours__row--today", isToday);
    if (isToday) row.setAttribute("aria-current", "date");
    else row.removeAttribute("aria-current");
    if (date && date < today.date) row.hidden = true;
  }
}
