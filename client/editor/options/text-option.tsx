import { useState } from "react";
import { OptionError, OptionLabel } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** Text option: saves on Enter or when the field is left; emptying it saves null; an unchanged text is skipped. */
export function TextOption({ option, label, value, save, texts, id }: OptionEditorProps) {
  const [text, setText] = useState(typeof value === "string" ? value : "");
  const { busy, error, run } = useOptionSave(save);
  const commit = () => void run(text.trim() === "" ? null : text);
  return (
    <div className="editor-option">
      <OptionLabel id={id} label={label} busy={busy} savingLabel={texts.saving} />
      <input
        id={id}
        className="editor-input"
        type="text"
        name={option.key}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
      />
      <OptionError id={id} message={error} />
    </div>
  );
}
