import { useState } from "react";
import { clampNumber, parseNumberInput, stepNumber } from "../../../common/editor/options/number";
import { OptionError, OptionLabel } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/**
 * Number option: stepper buttons clamp to the range (default minimum 1, no maximum); typed text is parsed as an
 * integer and clamped on Enter or when the field is left; a missing value becomes the minimum.
 */
export function NumberOption({ option, label, value, save, texts, id }: OptionEditorProps) {
  const range = { min: option.min, max: option.max };
  const [number, setNumber] = useState(() => clampNumber(typeof value === "number" ? value : null, range));
  const [text, setText] = useState(String(number));
  const { busy, error, run } = useOptionSave(save);
  const apply = (next: number) => {
    setNumber(next);
    setText(String(next));
    void run(next);
  };
  return (
    <div className="editor-option">
      <OptionLabel id={id} label={label} busy={busy} savingLabel={texts.saving} />
      <div className="editor-stepper">
        <button
          type="button"
          className="editor-button editor-button--small"
          aria-label={`${label}: ${texts.decrease}`}
          disabled={busy || number <= clampNumber(null, range)}
          onClick={() => apply(stepNumber(number, -1, range))}
        >
          −
        </button>
        <input
          id={id}
          className="editor-input editor-input--number"
          type="text"
          inputMode="numeric"
          name={option.key}
          value={text}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply(parseNumberInput(text, range));
            }
          }}
          onBlur={() => apply(parseNumberInput(text, range))}
        />
        <button
          type="button"
          className="editor-button editor-button--small"
          aria-label={`${label}: ${texts.increase}`}
          disabled={busy || (option.max !== undefined && number >= option.max)}
          onClick={() => apply(stepNumber(number, 1, range))}
        >
          +
        </button>
      </div>
      <OptionError id={id} message={error} />
    </div>
  );
}
