// The small script every visitor page loads (no React): header hiding on scroll, the mobile menu,
// the search toggle and the weekday highlight of opening hours.

const HIDE_THRESHOLD_PX = 10;
const MOBILE_QUERY = "(max-width: 767px)";

function scrollHeader(header: HTMLElement) {
  let last = window.scrollY;
  let direction: "top" | "up" | "down" = "top";
  window.addEventListener(
    "scroll",
    () => {
      const y = window.scrollY;
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

function highlightToday() {
  const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "short" }).format(new Date());
  const day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekday) + 1;
  for (const row of document.querySelectorAll<HTMLElement>(`[data-opening-hours] [data-weekday="${day}"]`)) {
    row.classList.add("opening-hours__row--today");
    row.setAttribute("aria-current", "date");
  }
}

const header = document.querySelector<HTMLElement>(".site-header");
if (header) {
  scrollHeader(header);
  mobileMenu(header);
  searchToggle(header);
}
highlightToday();
