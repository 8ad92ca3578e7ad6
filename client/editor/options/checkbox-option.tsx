import { useRef, useState } from "react";
import { CHECKBOX_SAVE_DELAY_MS } from "../../../common/editor/options/option-types";
import { OptionError, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** Checkbox option: saves on click, 100 ms later (editor-side section 4), with a spinner while saving. */
export function CheckboxOption({ option, label, value, save, texts, id }: OptionEditorProps) {
  const [checked, setChecked] = useState(value === true);
  const { busy, error, run } = useOptionSave(save);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <div className="editor-option editor-option--inline">
      <input
        id={id}
        type="checkbox"
        name={option.key}
        checked={checked}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void run(next), CHECKBOX_SAVE_DELAY_MS);
        }}
      />
      <label htmlFor={id}>{label}</label>
      {busy && <Spinner label={texts.saving} />}
      <OptionError id={id} message={error} />
    </div>
  );
}
