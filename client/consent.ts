// Tracking only after consent (docs/decisions/021). Loaded only on live pages of sites with tracking ids.
// Until the visitor agrees no provider script is added and no request goes to a provider's host; events pushed
// to window.dataLayer before (slider_progress_update …) stay in the page and reach the tag manager once it loads.
import { guardSchema, isJsonObject, parseJson } from "../common/parse-json";

type Ids = { analytics?: string; tagManager?: string; pixel?: string };
/** The provider ids the banner carries (data-consent): each absent or a string. */
const idsSchema = guardSchema(
  "tracking ids",
  (value): value is Ids =>
    isJsonObject(value) && ["analytics", "tagManager", "pixel"].every((key) => value[key] === undefined || typeof value[key] === "string"),
);
type Choice = "granted" | "denied";
type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push: unknown; loaded: boolean; version: string };
declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: Fbq;
  }
}

const KEY = "consent:v1";

function stored(): Choice | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function remember(choice: Choice) {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** Adds a provider script; it carries the page's nonce, so a nonce-based CSP lets it run. */
function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

let loaded = false;
function loadProviders(ids: Ids) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  if (ids.tagManager) {
    dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManager)}`);
  }
  if (ids.analytics) {
    // gtag() as Google documents it: it queues its arguments object on the dataLayer.
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays.
      dataLayer.push(arguments);
    }
    gtag("js", new Date());
    gtag("config", ids.analytics);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analytics)}`);
  }
  if (ids.pixel) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
    window.fbq = fbq;
    fbq("init", ids.pixel);
    fbq("track", "PageView");
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

const banner = document.getElementById("consent");
if (banner) {
  const ids = parseJson(idsSchema, banner.dataset.consent ?? "{}");
  const choice = stored();
  if (choice === "granted") loadProviders(ids);
  if (choice === null) banner.hidden = false;
  banner.addEventListener("click", (event) => {
    const picked = (event.target as Element).closest("[data-consent-choice]")?.getAttribute("data-consent-choice");
    if (picked !== "granted" && picked !== "denied") return;
    const before = stored();
    remember(picked);
    banner.hidden = true;
    if (picked === "granted") loadProviders(ids);
    // Scripts that already run cannot be unloaded: a withdrawn consent takes effect with a fresh page.
    else if (before === "granted" && loaded) location.reload();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest("[data-consent-open]")) return;
    banner.hidden = false;
    banner.querySelector<HTMLButtonElement>(`[data-consent-choice="${stored() ?? "granted"}"]`)?.focus();
  });
}
