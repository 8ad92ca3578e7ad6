import { useEffect, useId, useState } from "react";
import { fieldStateSchema } from "../../../common/content";
import { historyApi } from "../api/history";

/**
 * The picture option "decorative" of one media field (decision 127): checked, the picture renders with alt="" on
 * visitor pages. It shows the field's saved mark once read, and saves on change.
 */
export function DecorativeToggle({ fieldId, label, save }: { fieldId: string; label: string; save: (decorative: boolean) => Promise<unknown> }) {
  const id = useId();
  const [checked, setChecked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void historyApi.item(fieldId).then(
      (item) => {
        const field = fieldStateSchema.safeParse(item.value);
        if (current) setChecked(field.success && field.data.decorative === true);
      },
      () => current && setChecked(false),
    );
    return () => {
      current = false;
    };
  }, [fieldId]);
  return (
    <div className="editor-option editor-option--inline">
      <input
        id={id}
        type="checkbox"
        name="decorative"
        checked={checked ?? false}
        disabled={checked === null || busy}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          setBusy(true);
          void save(next).finally(() => setBusy(false));
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
