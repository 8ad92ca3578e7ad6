import { useState } from "react";
import { CHOICES, type ChoiceType } from "../../../common/editor/options/option-types";
import { OptionFieldset } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** The values a choice option offers: the block's own (from its schema), else those of the option type. */
export function choicesOf(option: OptionEditorProps["option"]): readonly string[] {
  return option.choices ?? CHOICES[option.type as ChoiceType] ?? [];
}

/**
 * A choice option (alignment, vertical alignment, layout, sizes, image format, text position, game step, score
 * view …): one radio per value, saved on click with a spinner.
 */
export function ChoiceOption(props: OptionEditorProps) {
  const { option, label, value, save, texts, id } = props;
  const [current, setCurrent] = useState(typeof value === "string" ? value : null);
  const { busy, error, run } = useOptionSave(save);
  return (
    <OptionFieldset id={id} label={label} busy={busy} savingLabel={texts.saving} error={error}>
      <div className="editor-choices">
        {choicesOf(option).map((choice) => (
          <label key={choice} className="editor-choice">
            <input
              type="radio"
              name={id}
              value={choice}
              checked={current === choice}
              disabled={busy}
              onChange={() => {
                setCurrent(choice);
                void run(choice);
              }}
            />
            <span>{texts.values[choice] ?? choice}</span>
          </label>
        ))}
      </div>
    </OptionFieldset>
  );
}
