// The small script every visitor page loads (no React): header hiding on scroll, sub-menus, the mobile menu,
// the search toggle, the weekday highlight of opening hours and the signed-in editor's "Bearbeiten" link; media
// placeholders load on demand.
import { markToday, watchOpenStates } from "./directory/today";
import { showEditLink } from "./edit-link";

const HIDE_THRESHOLD_PX = 10;
const MOBILE_QUERY = "(max-width: 767px)";

function scrollHeader(header: HTMLElement) {
  // Read at the first scroll, not at load: reading it then made the browser lay out the whole page inside this
  // script's task, before its own first layout (a long task on picture-heavy pages).
  let last: number | null = null;
  let direction: "top" | "up" | "down" = "top";
  window.addEventListener(
    "scroll",
    () => {
      const y = window.scrollY;
      last ??= y;
      if (Math.abs(y - last) < HIDE_THRESHOLD_PX) return;
      direction = y <= 0 ? "top" : y > last ? "down" : "up";
      last = y;
      header.dataset.scroll = direction;
    },
    { passive: true },
  );
}

function mobileMenu(header: HTMLElement) {
  const button = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  if (!button) return;
  const label = button.querySelector(".visually-hidden");
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    header.dataset.menu = open ? "open" : "closed";
    document.body.classList.toggle("scroll-locked", open);
    if (label) label.textContent = (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? "";
  };
  button.addEventListener("click", () => setOpen(button.getAttribute("aria-expanded") !== "true"));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && header.dataset.menu === "open") {
      setOpen(false);
      button.focus();
    }
  });
}

/**
 * Sub-menus of the main navigation (disclosure pattern): the button opens its sub-list; Escape, a click outside
 * and focus leaving the item close it. Registered before the phone menu, so Escape closes an open sub-menu first.
 */
function subMenus(header: HTMLElement) {
  const toggles = [...header.querySelectorAll<HTMLButtonElement>("[data-submenu-toggle]")];
  if (!toggles.length) return;
  const set = (toggle: HTMLButtonElement, open: boolean) => toggle.setAttribute("aria-expanded", String(open));
  const openOne = () => toggles.find((toggle) => toggle.getAttribute("aria-expanded") === "true");
  for (const toggle of toggles) {
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      for (const other of toggles) set(other, other === toggle && open);
    });
    const item = toggle.parentElement;
    item?.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null) && event.relatedTarget) set(toggle, false);
    });
  }
  document.addEventListener("keydown", (event) => {
    const open = openOne();
    if (event.key !== "Escape" || !open) return;
    event.stopImmediatePropagation();
    set(open, false);
    if (open.parentElement?.contains(document.activeElement)) open.focus();
  });
  document.addEventListener("click", (event) => {
    const open = openOne();
    if (open && !open.parentElement?.contains(event.target as Node)) set(open, false);
  });
}

function searchToggle(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>("[data-search-toggle]");
  const input = header.querySelector<HTMLInputElement>(".site-search__input");
  if (!toggle || !input) return;
  toggle.addEventListener("click", () => {
    // On mobile the icon goes to the search page instead of opening the bar.
    if (window.matchMedia(MOBILE_QUERY).matches && toggle.dataset.searchPage) {
      window.location.assign(toggle.dataset.searchPage);
      return;
    }
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    header.dataset.search = open ? "open" : "closed";
    if (open) input.focus();
  });
}

const SEARCH_MIN_LENGTH = 3;
const SEARCH_DEBOUNCE_MS = 500;

/** Live results under the header's search bar: at least 3 characters, 500 ms after the last keystroke. Enter submits at once. */
function liveSearch(header: HTMLElement) {
  const form = header.querySelector<HTMLFormElement>("form[data-search]");
  const input = form?.querySelector<HTMLInputElement>("input[type=search]");
  const results = form?.querySelector<HTMLElement>("[data-search-results]");
  if (!form || !input || !results) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const show = (hits: { title: string; path: string }[]) => {
    const list = document.createElement("ul");
    for (const hit of hits) {
      const link = document.createElement("a");
      link.href = hit.path;
      link.textContent = hit.title;
      const item = document.createElement("li");
      item.appendChild(link);
      list.appendChild(item);
    }
    results.replaceChildren(...(hits.length ? [list] : []));
  };
  const run = async (query: string) => {
    controller?.abort();
    controller = new AbortController();
    try {
      // The visitor client comes with the first search: pages where nobody searches do not load it.
      const { searchPages } = await import("../common/visitor-api");
      show(await searchPages(document.documentElement.lang, query, controller.signal));
    } catch (error) {
      if ((error as Error).name !== "AbortError") console.error("search failed", error);
    }
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if (query.length < SEARCH_MIN_LENGTH) {
      controller?.abort();
      results.replaceChildren();
      return;
    }
    timer = setTimeout(() => void run(query), SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener("submit", (event) => {
    if (input.value.trim().length < SEARCH_MIN_LENGTH) event.preventDefault();
    clearTimeout(timer);
  });
}

const header = document.querySelector<HTMLElement>(".site-header");
if (header) {
  scrollHeader(header);
  subMenus(header);
  mobileMenu(header);
  searchToggle(header);
  liveSearch(header);
}
markToday(document);
for (const directory of document.querySelectorAll<HTMLElement>(".directory")) watchOpenStates(directory);
showEditLink();

// Media: blurhash placeholders and the edit-mode video fallback, each a small chunk loaded only where needed.
if (document.querySelector("img[data-blurhash]")) void import("../common/media/blurhash").then((m) => m.paintBlurhashes());
if (document.querySelector("[data-video-edit]")) void import("./media/video-edit").then((m) => m.watchEditVideos());
