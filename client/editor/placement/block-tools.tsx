import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { MARKER } from "../../../common/editor/markers";
import { AddBlockButtons } from "../picker/add-buttons";
import { revealNewBlock } from "../picker/new-block";
import { bootAtom, textsAtom } from "../state/store";
import { disallowedOf } from "./item-data";
import { RemoveDraftDialog } from "./remove-dialog";
import "./placement.css";

/**
 * Labels blocks (and the page) hidden in some languages, in edit mode only: "Ausgeblendet auf FR". The page's
 * label sits on its title, or on the main landmark when a block renders the title.
 */
function useHiddenLabels() {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  useEffect(() => {
    if (!t || !boot) return;
    const labelled: HTMLElement[] = [];
    const label = (element: HTMLElement | null, locales: readonly string[]) => {
      if (!element || locales.length === 0) return;
      element.dataset.hiddenLabel = t.visibility.hiddenIn(locales.map((l) => l.toUpperCase()).join(", "));
      if (locales.includes(boot.locale)) element.dataset.hiddenHere = "true";
      labelled.push(element);
    };
    for (const element of document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`))
      label(element, disallowedOf(element.getAttribute(MARKER.id) ?? ""));
    label(document.querySelector<HTMLElement>(`[${MARKER.type}="page"]`) ?? document.getElementById("main"), boot.pageDisallowedLanguages);
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
