import { useState } from "react";
import { pageName, type PickerSection, pickerSections } from "../../../../common/editor/page-picker";
import type { Locale } from "../../../../common/locales";
import type { PickerData } from "./page-data";
import type { RichTextTexts } from "./texts";

/** Sections Navigation, Top-level pages and Collections; the one holding the selected page starts expanded. */
export function PagePicker({
  data,
  locale,
  texts,
  selectedId,
  onSelect,
}: {
  data: PickerData;
  locale: Locale;
  texts: RichTextTexts;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [sections] = useState(() => pickerSections(data.list, data.navigation, locale, selectedId));
  const [open, setOpen] = useState(() => Object.fromEntries(sections.map((s) => [s.key, s.open])) as Record<PickerSection["key"], boolean>);
  return (
    <fieldset className="rte-picker">
      <legend className="visually-hidden">{texts.linkFields.page}</legend>
      {sections.map((section) => (
        <details key={section.key} open={open[section.key]} onToggle={(event) => setOpen((o) => ({ ...o, [section.key]: event.currentTarget.open }))}>
          <summary>{texts.pickerSections[section.key]}</summary>
          {section.groups.map((group) => (
            <div key={group.key} className="rte-picker__group">
              {group.label && <p className="rte-picker__label">{group.label}</p>}
              <ul>
                {group.pages.map((page) => (
                  <li key={page.id}>
                    <button type="button" className="rte-picker__page" aria-pressed={page.id === selectedId} onClick={() => onSelect(page.id)}>
                      {pageName(page, locale)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
    </fieldset>
  );
}
