import { MARKER } from "../../../common/editor/markers";

const elementsOf = (id: string) => document.querySelectorAll<HTMLElement>(`[${MARKER.id}="${CSS.escape(id)}"]`);

/** The version the server rendered (or the last save answered) for an item: what the next save is based on. */
export function versionOf(id: string): number | undefined {
  const value = Number(elementsOf(id)[0]?.getAttribute(MARKER.version));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Remembers an item's new version on every marker of it (after a save, a take-over or a refresh). */
export function setVersion(id: string, version: number): void {
  for (const element of elementsOf(id)) element.setAttribute(MARKER.version, String(version));
}
