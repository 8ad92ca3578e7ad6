import * as Dialog from "@radix-ui/react-dialog";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { BlockType } from "../../../common/blocks/types";
import { groupApi } from "../api/groups";
import { useEditorRoot } from "../page/editor-root";
import { blockName } from "../i18n/block-names";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { PickerIconView } from "./icons";
import { PICKER_REGISTRY, pickerSections } from "./registry";
import "./picker.css";

let sitePrograms: Promise<string[]> | null = null;
/** The site's programs (GET /site: optician, golf), asked once per page. */
const programsOfSite = () => {
  sitePrograms ??= groupApi.site().then((site) => site.programs);
  return sitePrograms;
};

/**
 * The block picker (editor-side section 2): the offered block types in the groups Start, Team, Content,
 * Collections, Various and Remaining, a cancel button; closes after the choice. Optician-only and golf blocks are
 * offered only on sites in that program; until the site's programs are known, the dialog shows a loading note.
 */
export function BlockPicker({ open, onOpenChange, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (type: BlockType) => void }) {
  const t = useAtomValue(textsAtom);
  const language = useAtomValue(bootAtom)?.language ?? "de";
  const root = useEditorRoot();
  const [programs, setPrograms] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    programsOfSite().then(setPrograms, (error: unknown) => {
      sitePrograms = null;
      console.error(error);
      setFailed(true);
    });
  }, [open]);
  if (!t) return null;
  const sections = programs === null ? [] : pickerSections({ programs });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={root}>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content className="editor-dialog editor-picker">
          <Dialog.Title className="editor-panel__title">{t.picker.title}</Dialog.Title>
          <Dialog.Description className="editor-panel__text">{t.picker.description}</Dialog.Description>
          {failed && <p role="alert">{t.errorGeneric}</p>}
          {programs === null && !failed && (
            <p className="editor-picker__loading" role="status">
              {t.picker.loading}
            </p>
          )}
          <div className="editor-picker__groups">
            {sections.map((section) => (
              <section key={section.group} className="editor-picker__group" data-group={section.group} aria-labelledby={`picker-group-${section.group}`}>
                <h3 id={`picker-group-${section.group}`}>{t.picker.groups[section.group]}</h3>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.type}>
                      <button type="button" className="editor-picker__block" data-block-type={item.type} onClick={() => onChoose(item.type)}>
                        <PickerIconView icon={item.icon} />
                        <span className="editor-picker__name">{blockName(item.type, language)}</span>
                        {PICKER_REGISTRY[item.type].program === "optician" && <span className="editor-picker__badge">{t.picker.opticianOnly}</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="editor-picker__actions">
            <Dialog.Close className="editor-button">{t.cancel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
