import { useState } from "react";
import { OptionFieldset } from "./option-frame";
import { choicesOf } from "./choice-option";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** Colour swatches: one swatch per palette colour the block accepts, and a clear button that saves null. */
export function ColorSwatchesOption(props: OptionEditorProps) {
  const { option, label, value, save, texts, id } = props;
  const [current, setCurrent] = useState(typeof value === "string" ? value : null);
  const { busy, error, run } = useOptionSave(save);
  const pick = (next: string | null) => {
    setCurrent(next);
    void run(next);
  };
  return (
    <OptionFieldset id={id} label={label} busy={busy} savingLabel={texts.saving} error={error}>
      <div className="editor-swatches">
        {choicesOf(option).map((color) => (
          <label key={color} className="editor-swatch" title={texts.values[color] ?? color}>
            <input type="radio" name={id} value={color} checked={current === color} disabled={busy} onChange={() => pick(color)} />
            <span className={`editor-swatch__color surface-${color}`} aria-hidden="true" />
            <span className="editor-visually-hidden">{texts.values[color] ?? color}</span>
          </label>
        ))}
        <button type="button" className="editor-button editor-button--small" disabled={busy || current === null} onClick={() => pick(null)}>
          {texts.clear}
        </button>
      </div>
    </OptionFieldset>
  );
}
