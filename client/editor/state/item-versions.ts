import { atom } from "jotai";
import { editorStore } from "./store";

/**
 * The version of every item on the page: what its next save is based on. The server renders them into the markers;
 * page/item-versions.ts reads them in once at boot and again from blocks swapped in place, and every save, take-over
 * or refresh sets the one it learned. The markers' attributes stay as the server rendered them.
 */
const itemVersionsAtom = atom<ReadonlyMap<string, number>>(new Map());

/** The version the server rendered (or the last save answered) for an item; undefined: not on the page. */
export const versionOf = (id: string): number | undefined => editorStore.get(itemVersionsAtom).get(id);

/** Remembers an item's new version (after a save, a take-over or a refresh). */
export function setVersion(id: string, version: number): void {
  editorStore.set(itemVersionsAtom, (versions) => new Map(versions).set(id, version));
}

/** Forgets the items in `gone` (they left the page) and takes the versions in `fresh` (rendered again). */
export function replaceVersions(gone: Iterable<string>, fresh: Iterable<readonly [string, number]>): void {
  editorStore.set(itemVersionsAtom, (versions) => {
    const next = new Map(versions);
    for (const id of gone) next.delete(id);
    for (const [id, version] of fresh) next.set(id, version);
    return next;
  });
}
