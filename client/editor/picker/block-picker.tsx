import * as Dialog from "@radix-ui/react-dialog";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { BlockType } from "../../../common/blocks/types";
import { groupApi } from "../api/groups";
import { useEditorRoot } from "../shell/editor-root";
import { textsAtom } from "../state/store";
import { PickerIconView } from "./icons";
import { PICKER_REGISTRY, pickerSections } from "./registry";
import "./picker.css";

let program: Promise<boolean> | null = null;
/** Whether the site is in the optician program (GET /site), asked once per page. */
const opticianProgram = () => {
  program ??= groupApi.site().then((site) => site.opticianProgram);
  return program;
};

/**
 * The block picker (editor-side section 2): the offered block types in the groups Start, Team, Content,
 * Collections, Various and Remaining, a cancel button; closes after the choice. Optician-only blocks are offered
 * only on sites in the optician program; until that is known, the dialog shows a loading note.
 */
export function BlockPicker({ open, onOpenChange, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (type: BlockType) => void }) {
  const t = useAtomValue(textsAtom);
  const root = useEditorRoot();
  const [optician, setOptician] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    opticianProgram().then(setOptician, (error: unknown) => {
      program = null;
      console.error(error);
      setFailed(true);
    });
  }, [open]);
  if (!t) return null;
  const sections = optician === null ? [] : pickerSections({ opticianProgram: optician });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={root}>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content className="editor-dialog editor-picker">
          <Dialog.Title className="editor-panel__title">{t.picker.title}</Dialog.Title>
          <Dialog.Description className="editor-panel__text">{t.picker.description}</Dialog.Description>
          {failed && <p role="alert">{t.errorGeneric}</p>}
          {optician === null && !failed && (
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
                        <span className="editor-picker__name">{t.blockNames[item.type]}</span>
                        {PICKER_REGISTRY[item.type].opticianOnly && <span className="editor-picker__badge">{t.picker.opticianOnly}</span>}
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
