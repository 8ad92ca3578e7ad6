import { useEffect, useRef, useState } from "react";
import { ISLANDS_RENDERED_EVENT } from "../../../islands/rendered-event";

/**
 * The stop page's own blocks, cut out of its live HTML: the top-level block sections of its main, without those
 * whose definition leaves them out of a stop's drawer (the map, the game: `notInStopDrawer`, marked by the server).
 */
export function blocksOfPage(html: string): string {
  const page = new DOMParser().parseFromString(html, "text/html");
  return [...page.querySelectorAll<HTMLElement>("main section[data-block]")]
    .filter((section) => !section.parentElement?.closest("[data-block]") && section.dataset.stopDrawer !== "omit")
    .map((section) => section.outerHTML)
    .join("");
}

/** Only the site's own pages are loaded into a drawer. */
const isOwnPage = (url: string | null): url is string => Boolean(url?.startsWith("/") && !url.startsWith("//"));

/**
 * A full-screen drawer's copy of its stop page's blocks (decision 128). Loaded when the drawer first opens full
 * screen, from the stop page itself (cached like any page), so the course map page carries none of it; the islands
 * inside (the step slider) hydrate like the editor's swapped-in blocks. Until then, or when loading fails, the
 * drawer keeps its summary (text, picture, link).
 */
export function StopBlocks({ url, load }: { url: string | null; load: boolean }) {
  const [html, setHtml] = useState("");
  const started = useRef(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!load || started.current || !isOwnPage(url)) return;
    started.current = true;
    fetch(url, { headers: { Accept: "text/html" } })
      .then((response) => {
        if (!response.ok) throw new Error(`stop page answered ${response.status}`);
        return response.text();
      })
      .then((page) => setHtml(blocksOfPage(page)))
      .catch((error: unknown) => {
        started.current = false;
        console.error("stop blocks failed to load", url, error);
      });
  }, [load, url]);

  useEffect(() => {
    if (html) ref.current?.dispatchEvent(new CustomEvent(ISLANDS_RENDERED_EVENT, { bubbles: true }));
  }, [html]);

  if (!html) return null;
  // The page's own server-rendered markup, from this origin: the same HTML its own address shows.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own rendered page, not visitor input.
  return <div ref={ref} className="map-drawer__blocks" data-stop-blocks="" dangerouslySetInnerHTML={{ __html: html }} />;
}
