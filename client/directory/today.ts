import { isWeekHours } from "../../common/directory/types";
import { clockInZone, isOpenStateTexts, openState, openStateText, type ZoneClock } from "../../common/opening-hours-today";
import { guardSchema, type JsonSchema, parseJson } from "../../common/parse-json";

const weekHoursSchema = guardSchema("week of opening hours", isWeekHours);
const openStateTextsSchema = guardSchema("open-state texts", isOpenStateTexts);

/**
 * Marks today in every server-rendered opening-hours table under `root` (footer, contact block): the weekday row
 * and a special day covering today get the today class and aria-current="date"; special days outside their
 * showing window (from 14 days before they start until they end) are hidden, and so is a special-days list with
 * none left. Runs in the browser because cached pages must not carry the day they were rendered on (decision 007).
 * It also publishes the date on <html data-today> for the directory island, which thus needs no date code of its own.
 */
export function markToday(root: Document | Element, now: Date = new Date()): void {
  const today = clockInZone(now);
  document.documentElement.dataset.today = today.date;
  for (const row of root.querySelectorAll<HTMLElement>("[data-opening-hours] [data-weekday], [data-opening-hours] [data-date]")) {
    const date = row.dataset.date;
    const until = row.dataset.until ?? date;
    const isToday = date && until ? date <= today.date && today.date <= until : row.dataset.weekday === String(today.day);
    row.classList.toggle("opening-hours__row--today", isToday);
    if (isToday) row.setAttribute("aria-current", "date");
    else row.removeAttribute("aria-current");
    if (date && until) row.hidden = !((row.dataset.from ?? date) <= today.date && today.date <= until);
  }
  for (const list of root.querySelectorAll<HTMLElement>("[data-special-days]")) {
    list.hidden = !list.querySelector("[data-date]:not([hidden])");
  }
  fillOpenStates(root, today);
}

/** An element's JSON data attribute of the schema's shape; null when missing or broken (the line then stays empty). */
function dataJson<T>(element: HTMLElement, key: string, schema: JsonSchema<T>): T | null {
  const text = element.dataset[key];
  if (text === undefined) return null;
  try {
    return parseJson(schema, text);
  } catch {
    return null;
  }
}

/** Writes today's state ("Heute geöffnet bis 18:30") into every reserved state line under `root`. */
function fillOpenStates(root: Document | Element, clock: ZoneClock): void {
  for (const line of root.querySelectorAll<HTMLElement>("[data-open-state]")) fillOpenState(line, clock);
}

function fillOpenState(line: HTMLElement, clock: ZoneClock): void {
  const hours = dataJson(line, "openState", weekHoursSchema);
  const texts = dataJson(line, "openTexts", openStateTextsSchema);
  if (!hours || !texts) return;
  const text = openStateText(openState({ ...hours, asOf: clock.date }, clock), texts);
  if (line.textContent !== text) line.textContent = text;
}

/**
 * The directory island draws a branch's hours when its business opens: its state lines (rendered without
 * children, so React leaves their text alone) are filled as they appear or change.
 */
export function watchOpenStates(root: HTMLElement, now: () => Date = () => new Date()): void {
  const observer = new MutationObserver((records) => {
    const clock = clockInZone(now());
    for (const record of records) {
      if (record.type === "attributes" && record.target instanceof HTMLElement) fillOpenState(record.target, clock);
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.dataset.openState) fillOpenState(node, clock);
        fillOpenStates(node, clock);
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-open-state"] });
}
