import { atom } from "jotai";
import type { EditorBoot } from "../../../common/editor/boot";
import { bootAtom, editorStore } from "../state/store";
import { type EditorTexts, editorTexts } from "./texts";

/** The editor's texts in the editor language of the boot data (it changes when the settings change it). */
export const textsAtom = atom((get) => {
  const boot = get(bootAtom);
  return boot ? editorTexts(boot.language) : null;
});

/** Reads the boot data and texts outside React (they are set before anything else runs). */
export function session(): { boot: EditorBoot; t: EditorTexts } {
  const boot = editorStore.get(bootAtom);
  const t = editorStore.get(textsAtom);
  if (!boot || !t) throw new Error("editor used before boot");
  return { boot, t };
}
