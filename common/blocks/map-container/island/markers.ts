import { ICON_PATHS } from "../../../map/icons";
import type { MapMarker, MapStop } from "../../../map/stops";
import type { MapTexts } from "../../../map/texts";

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * The element of a marker: a button with the icon class of its kind and its number. A map of a single point
 * (numbered false) shows a dot instead of the number "1".
 */
export function markerElement(marker: MapMarker, title: string, texts: MapTexts, numbered = true): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `map-marker map-marker--${marker.icon}${numbered ? "" : " map-marker--single"}`;
  button.dataset.markerNumber = String(marker.number);
  const kind = texts.icons[marker.icon];
  button.setAttribute("aria-label", `${numbered ? texts.marker(marker.number, title) : title}${kind ? ` (${kind})` : ""}`);
  if (marker.icon !== "default") {
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("viewBox", "0 0 16 16");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("class", "map-marker__icon");
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", ICON_PATHS[marker.icon]);
    path.setAttribute("fill-rule", "evenodd");
    svg.appendChild(path);
    button.appendChild(svg);
  }
  const number = document.createElement("span");
  number.className = "map-marker__number";
  number.textContent = numbered ? String(marker.number) : "";
  button.appendChild(number);
  return button;
}

/** Popup content built from text nodes only (never HTML): title, text, image and page link. */
export function popupContent(marker: MapMarker, stop: MapStop, numbered = true): HTMLElement {
  const root = document.createElement("div");
  root.className = "map-popup";
  const heading = document.createElement("p");
  heading.className = "map-popup__title";
  heading.textContent = numbered ? `${marker.number}. ${stop.title}` : stop.title;
  root.appendChild(heading);
  if (marker.popupText) {
    const text = document.createElement("p");
    text.className = "map-popup__text";
    text.textContent = marker.popupText;
    root.appendChild(text);
  }
  if (marker.publicUrl) {
    const image = document.createElement("img");
    image.className = "map-popup__image";
    image.src = stop.image?.width && stop.image.width > 320 ? `${marker.publicUrl}?w=320` : marker.publicUrl;
    image.alt = stop.image?.alt ?? stop.title;
    image.width = 240;
    image.height = stop.image?.width && stop.image.height ? Math.round((240 * stop.image.height) / stop.image.width) : 160;
    root.appendChild(image);
  }
  if (marker.pageUrl && marker.pageUrlLabel) {
    const link = document.createElement("a");
    link.className = "map-popup__link";
    link.href = marker.pageUrl;
    link.textContent = marker.pageUrlLabel;
    if (/^https?:/.test(marker.pageUrl)) {
      link.target = "_blank";
      link.rel = "noopener noreferrer";
    }
    link.setAttribute("aria-label", `${marker.pageUrlLabel}: ${stop.title}`);
    root.appendChild(link);
  }
  return root;
}

/** The "you are here" dot. */
export function positionElement(texts: MapTexts): HTMLElement {
  const dot = document.createElement("div");
  dot.className = "map-position";
  dot.setAttribute("role", "img");
  dot.setAttribute("aria-label", texts.youAreHere);
  return dot;
}
