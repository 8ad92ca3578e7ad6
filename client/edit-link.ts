// The "Bearbeiten" link of live pages for signed-in editors (decision 065): the sign-in sets the non-secret cookie
// `editor=1`; this script shows a link to the current page in edit mode. The cached HTML is the same for everybody.
import { editPathOf, withToolbarOpen } from "../common/edit-path";
import type { Locale } from "../common/locales";

/** The link's text in the page's language (the site's ten languages). */
const LABELS: Record<Locale, string> = {
  de: "Bearbeiten",
  fr: "Modifier",
  it: "Modifica",
  rm: "Modifitgar",
  en: "Edit",
  sq: "Redakto",
  sr: "Uredi",
  hr: "Uredi",
  es: "Editar",
  pt: "Editar",
};

/**
 * Inserts the link at the start of the main landmark (keyboard order: skip link, header, this link, content) when
 * the cookie says so. Fixed in place by client/styles.css; main has no transform, so it stays put on scroll.
 */
export function showEditLink(): void {
  if (!/(?:^|;\s*)editor=1(?:;|$)/.test(document.cookie)) return;
  const locale = location.pathname.slice(1, 3) as Locale;
  const href = editPathOf(location.pathname, Object.keys(LABELS));
  if (!href) return;
  const link = document.createElement("a");
  link.className = "edit-link";
  link.href = withToolbarOpen(href);
  link.textContent = LABELS[locale];
  document.body.classList.add("has-edit-link");
  (document.getElementById("main") ?? document.body).insertAdjacentElement("afterbegin", link);
}
