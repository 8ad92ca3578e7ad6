import { useEffect, useState } from "react";
import type { OpticianAnswer } from "../../../common/editor/options/answers";
import { openBusinessPanel } from "../panels/business/open";
import { optionsApi } from "./api";
import { OptionFieldset } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** Location option: which branches of the site's business the block shows (branch ids), saved on click. */
export function LocationOption({ label, value, save, texts, id }: OptionEditorProps) {
  const [selected, setSelected] = useState<string[]>(Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  const [branches, setBranches] = useState<OpticianAnswer["branches"] | "none" | null>(null);
  const { busy, error, run } = useOptionSave(save);
  useEffect(() => {
    optionsApi.optician().then(
      (answer) => setBranches(answer.branches.length ? answer.branches : "none"),
      (failure: unknown) => {
        console.error("locations", failure);
        setBranches("none");
      },
    );
  }, []);
  const toggle = (branchId: string, on: boolean) => {
    const next = on ? [...selected, branchId] : selected.filter((idOf) => idOf !== branchId);
    setSelected(next);
    void run(next);
  };
  return (
    <OptionFieldset id={id} label={label} busy={busy} savingLabel={texts.saving} error={error}>
      {branches === null && <p aria-live="polite">{texts.loading}</p>}
      {branches === "none" && <p className="editor-option__hint">{texts.noLocations}</p>}
      <button type="button" className="editor-button" onClick={openBusinessPanel}>
        {texts.editLocations}
      </button>
      {Array.isArray(branches) && (
        <>
          <p className="editor-option__hint">{texts.allLocations}</p>
          {branches.map((branch) => (
            <div key={branch.id} className="editor-option--inline">
              <input
                id={`${id}-${branch.id}`}
                type="checkbox"
                checked={selected.includes(branch.id)}
                disabled={busy}
                onChange={(event) => toggle(branch.id, event.target.checked)}
              />
              <label htmlFor={`${id}-${branch.id}`}>
                {[branch.name, [branch.street, branch.streetNumber].filter(Boolean).join(" "), branch.city].filter(Boolean).join(", ")}
              </label>
            </div>
          ))}
        </>
      )}
    </OptionFieldset>
  );
}
