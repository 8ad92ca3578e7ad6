import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { editPathOf } from "../../../common/edit-path";
import { EDITOR_UI_IN_PAGE } from "../page/markers";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";

type Entry = { element: HTMLElement; path: string; name: string };

/**
 * The context menu's edit-page link for collection entries (editor-side section 2): with the toolbar active, each
 * team or service card on the page links to its own page in edit mode. The cards name their page in edit mode
 * (`data-entry-path`, `data-entry-name`).
 */
export function EditPageLinks() {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const [entries, setEntries] = useState<Entry[]>([]);
  useEffect(() => {
    if (!boot) return;
    const locales = boot.locales.map((l) => l.locale);
    setEntries(
      [...document.querySelectorAll<HTMLElement>("main [data-entry-path]")].flatMap((element) => {
        const path = editPathOf(element.dataset.entryPath ?? "", locales);
        return path ? [{ element, path, name: element.dataset.entryName ?? "" }] : [];
      }),
    );
  }, [boot]);
  if (!t) return null;
  return (
    <>
      {entries.map((entry) =>
        createPortal(
          <a className="editor-edit-page" href={entry.path} {...{ [EDITOR_UI_IN_PAGE]: "" }}>
            {t.panels.editEntryPage(entry.name)}
          </a>,
          entry.element,
          entry.path,
        ),
      )}
    </>
  );
}
