import { atom } from "jotai";
import type { PresentEditor } from "../../../common/presence/messages";
import type { Settings } from "../../../common/settings";

/** The site settings as last loaded or saved; one copy for every part of the panel (the whole object is saved). */
export const settingsAtom = atom<Settings | null>(null);
/** Loading the settings failed (the panel says so instead of showing stale controls). */
export const settingsFailedAtom = atom(false);
/** Whether the business record has no contact e-mail, once the panel has loaded or saved it (null: ask the boot data). */
export const contactEmailMissingAtom = atom<boolean | null>(null);
/** The other editors on this page (not this tab), as the presence room last said. */
export const othersAtom = atom<PresentEditor[]>([]);
