// zod in its eval-free mode before any schema module (the Content-Security-Policy forbids eval: decision 014).
import "../zod-config";
// Dev server only: React Fast Refresh needs its preamble before any component module (a no-op in builds).
import "@vitejs/plugin-react/preamble";
import { createRoot } from "react-dom/client";
import { EDITOR_BOOT_ID, EDITOR_ROOT_ID, editorBootSchema } from "../../common/editor/boot";
import { EditorApp } from "./app";
import { readRenderedVersions } from "./page/item-versions";
import { keepHistory } from "./history/kept-history";
import { holdTabLock } from "./saving/replay";
import { showRestoredText } from "./fields/text-field";
import { on } from "./state/events";
import { bootAtom, editorStore } from "./state/store";
import "./editor.css";

/**
 * The editor entry (edit mode only; live pages never load it, decision 011): reads the server's boot data,
 * then mounts the toolbar, selection and menus into the editor root.
 */
function start() {
  const root = document.getElementById(EDITOR_ROOT_ID);
  const source = document.getElementById(EDITOR_BOOT_ID)?.textContent;
  if (!root || !source) return;
  const boot = editorBootSchema.parse(JSON.parse(source));
  editorStore.set(bootAtom, boot);
  document.documentElement.dataset.editorLanguage = boot.language;
  readRenderedVersions();
  keepHistory(boot.pageId);
  holdTabLock();
  on("fieldShown", (value) => {
    if (value.locale === boot.locale && value.json === null) showRestoredText(value.fieldId, value.text);
    if (value.json !== null) boot.richText[value.fieldId] = value.json as (typeof boot.richText)[string];
  });
  createRoot(root).render(<EditorApp />);
}

start();
