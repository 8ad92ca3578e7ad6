import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { MARKER } from "../../../common/editor/markers";
import { AddBlockButtons } from "../picker/add-buttons";
import { revealNewBlock } from "../saving/new-block";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { labelHidden, labelHiddenBlocks } from "../page/hidden-labels";
import { RemoveDraftDialog } from "./remove-dialog";
import "./placement.css";

/**
 * Labels blocks (and the page) hidden in some languages, in edit mode only: "Ausgeblendet auf FR". The page's
 * label sits on its title, or on the main landmark when a block renders the title. Blocks rendered again in place
 * are labelled as they come in (saving/blocks-in-place.ts); this runs again with the boot data they bring.
 */
function useHiddenLabels() {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  useEffect(() => {
    if (!t || !boot) return;
    const labelled = labelHiddenBlocks();
    const page = document.querySelector<HTMLElement>(`[${MARKER.type}="page"]`) ?? document.getElementById("main");
    if (labelHidden(page, boot.pageDisallowedLanguages)) labelled.push(page);
    return () => {
      for (const element of labelled) {
        delete element.dataset.hiddenLabel;
        delete element.dataset.hiddenHere;
      }
    };
  }, [t, boot]);
}

/**
 * Block tools of edit mode: language visibility labels always; with the toolbar open, the add buttons between
 * blocks with the picker, and the confirm dialog for removing a draft block. After a reload that follows adding
 * a block, the new block is scrolled into view.
 */
export function BlockTools({ toolbar }: { toolbar: boolean }) {
  useHiddenLabels();
  useEffect(() => {
    void revealNewBlock();
  }, []);
  return toolbar ? (
    <>
      <AddBlockButtons />
      <RemoveDraftDialog />
    </>
  ) : null;
}
