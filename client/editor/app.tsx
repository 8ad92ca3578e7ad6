import { Provider, useAtomValue } from "jotai";
import { useEffect } from "react";
import { Toaster } from "sonner";
import { EDITOR_ROOT_ID } from "../../common/editor/boot";
import { MARKER } from "../../common/editor/markers";
import { GalleryDeleteButtons } from "./media/gallery-delete";
import { MediaLibraryHost } from "./media/library-host";
import { mediaTexts } from "./media/texts";
import { MediaToolHost } from "./media/tool-host";
import { ChangelogDialog } from "./panels/changelog/changelog-dialog";
import { CollectionsEditor } from "./panels/collections-editor";
import { EditPageLinks } from "./panels/edit-page-links";
import { AddItemButtons } from "./panels/add-item-buttons";
import { PageMenu } from "./panels/page-menu";
import { BlockTools } from "./placement/block-tools";
import { PresenceList } from "./presence/presence-list";
import { PagesPanel } from "./panels/pages-panel";
import { SettingsPanel } from "./panels/settings-panel";
import { BusinessPanel } from "./panels/business/business-panel";
import { guardLeaving } from "./saving/leave-guard";
import { refreshPageStatus } from "./saving/page-status";
import { replayJournal } from "./saving/replay";
import { ItemMenu } from "./selection/item-menu";
import { attachSelection } from "./selection/attach";
import { attachKeyboard } from "./shell/keyboard";
import { attachFocusKeeper } from "./page/focus";
import { SaveStatus } from "./shell/save-status";
import { SkipToEditor } from "./shell/skip-to-editor";
import { FloatingButton, Toolbar } from "./shell/toolbar";
import { FormMailWarnings } from "./shell/form-mail-warnings";
import { blocksRenderedAtom } from "./state/selection";
import { bootAtom, editorStore } from "./state/store";
import { modeAtom } from "./state/overlays";
import { textsAtom } from "./i18n/session";

/** Labels the status indicators of items that are not live (CSS shows them; edit mode only). */
function useStatusLabels() {
  const t = useAtomValue(textsAtom);
  useEffect(() => {
    if (!t) return;
    const label = () => {
      for (const element of document.querySelectorAll<HTMLElement>(`[${MARKER.status}]`)) {
        const status = element.getAttribute(MARKER.status) as keyof typeof t.status;
        if (status !== "published" && t.status[status]) element.dataset.statusLabel = t.status[status];
      }
    };
    label();
    // Blocks swapped in place (decision 076) are labelled too.
    return editorStore.sub(blocksRenderedAtom, label);
  }, [t]);
}

function Editor() {
  const mode = useAtomValue(modeAtom);
  const language = useAtomValue(bootAtom)?.language ?? "de";
  useStatusLabels();
  useEffect(() => attachKeyboard(), []);
  useEffect(() => attachFocusKeeper(), []);
  useEffect(() => {
    void refreshPageStatus();
    // Edits a closed tab left unconfirmed (decision 117); after the Toaster below is mounted, so its prompts show.
    void replayJournal();
    return guardLeaving();
  }, []);
  useEffect(() => (mode === "toolbar" ? attachSelection() : undefined), [mode]);
  return (
    <>
      <SkipToEditor />
      {mode === "toolbar" && <Toolbar />}
      {mode === "closed" && <FloatingButton />}
      {/* A panel open over the page (page menu, settings, pages): the save status floats above it. */}
      {mode !== "toolbar" && mode !== "closed" && (
        <div className="editor-save-status-float">
          <SaveStatus />
        </div>
      )}
      {mode === "toolbar" && <ItemMenu />}
      <BlockTools toolbar={mode === "toolbar"} />
      {mode === "toolbar" && <EditPageLinks />}
      {mode === "toolbar" && <AddItemButtons />}
      <PresenceList />
      <FormMailWarnings />
      {mode === "toolbar" && <GalleryDeleteButtons texts={mediaTexts(language)} container={document.getElementById(EDITOR_ROOT_ID)} />}
      <MediaLibraryHost texts={mediaTexts(language)} container={document.getElementById(EDITOR_ROOT_ID)} />
      <MediaToolHost texts={mediaTexts(language)} container={document.getElementById(EDITOR_ROOT_ID)} />
      <PagesPanel />
      <CollectionsEditor />
      <PageMenu />
      <SettingsPanel />
      <BusinessPanel />
      <ChangelogDialog />
      <Toaster position="top-center" />
    </>
  );
}

/** The editor's React tree: one jotai store shared with the plain DOM parts. */
export function EditorApp() {
  return (
    <Provider store={editorStore}>
      <Editor />
    </Provider>
  );
}
