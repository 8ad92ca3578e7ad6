import type { Locale } from "../../../common/locales";
import { withMode } from "../state/query-flags";
import { session } from "../i18n/session";
import { elementOfItem } from "../page/markers";

/** A field to open once the page in another language has loaded (this tab only; read once). */
const OPEN_FIELD_KEY = "editor.openField";

/** Scrolls to a field and focuses it, which selects it and starts editing it in place (the toolbar is open). */
export function focusField(fieldId: string): boolean {
  const element = elementOfItem(fieldId);
  if (!element) return false;
  element.scrollIntoView({ block: "center" });
  element.focus();
  return true;
}

/** Opens a field in `locale`: here when the page shows that language, else on the page's edit address in it. */
export function openFieldIn(locale: Locale, fieldId: string): void {
  const { boot } = session();
  if (locale === boot.locale) {
    focusField(fieldId);
    return;
  }
  const target = boot.locales.find((l) => l.locale === locale);
  if (!target) return;
  sessionStorage.setItem(OPEN_FIELD_KEY, fieldId);
  location.assign(`${target.path}${withMode("", "toolbar")}`);
}

/** The field a previous page asked to open here, if any (forgotten once read). */
export function fieldToOpen(): string | null {
  const id = sessionStorage.getItem(OPEN_FIELD_KEY);
  sessionStorage.removeItem(OPEN_FIELD_KEY);
  return id;
}
