import { atom } from "jotai";

/** The draft block whose removal waits for the editor's confirmation (the dialog lives outside the menu). */
export const confirmRemoveAtom = atom<{ groupId: string } | null>(null);
