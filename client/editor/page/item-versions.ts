import { MARKER } from "../../../common/editor/markers";
import { replaceVersions } from "../state/item-versions";

/** The marked items in `root` (itself included). */
const markedIn = (root: Element) => [...(root.matches(`[${MARKER.id}]`) ? [root] : []), ...root.querySelectorAll(`[${MARKER.id}]`)];

/** The ids of the marked items in `root`. */
export const itemIdsIn = (root: Element): string[] => markedIn(root).map((element) => element.getAttribute(MARKER.id) ?? "");

/** The versions the server rendered into the markers in `root` (an item without one has none to base a save on). */
export function renderedVersions(root: Element): [string, number][] {
  return markedIn(root).flatMap((element) => {
    const version = Number(element.getAttribute(MARKER.version));
    const id = element.getAttribute(MARKER.id);
    return id && Number.isInteger(version) && version > 0 ? [[id, version] as [string, number]] : [];
  });
}

/** Takes the versions the server rendered into the page into the store (at boot: the markers are read once). */
export function readRenderedVersions(): void {
  replaceVersions([], renderedVersions(document.documentElement));
}
