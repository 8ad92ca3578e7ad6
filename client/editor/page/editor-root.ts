import { EDITOR_ROOT_ID } from "../../../common/editor/boot";

/** The element the editor renders into; every portal (menus, dialogs, toasts) mounts inside it. */
export const useEditorRoot = () => document.getElementById(EDITOR_ROOT_ID) ?? undefined;
