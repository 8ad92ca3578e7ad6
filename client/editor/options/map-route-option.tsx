import { type FormEvent, useState } from "react";
import { parseRouteInput } from "../../../common/map/route";
import { OptionLabel, OptionSaveFooter } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** The stored route as the editor shows it: one "longitude, latitude" pair per line. */
const routeText = (value: unknown) =>
  Array.isArray(value)
    ? value
        .filter(Array.isArray)
        .map((pair) => `${pair[0]}, ${pair[1]}`)
        .join("\n")
    : "";

/**
 * Map route option: a coordinate-pair list or GeoJSON (the accepted formats of editor-side section 5); anything
 * else shows 'Invalid format: Invalid coordinates format' or the parse message; empty input saves null.
 */
export function MapRouteOption({ label, value, save, texts, id }: OptionEditorProps) {
  const [text, setText] = useState(() => routeText(value));
  const { busy, error, setError, run } = useOptionSave(save);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRouteInput(text);
    if (!parsed.ok) return setError(parsed.error);
    void run(parsed.route);
  };
  return (
    <form className="editor-option" onSubmit={apply} noValidate>
      <OptionLabel id={id} label={label} busy={busy} savingLabel={texts.saving} />
      <textarea
        id={id}
        className="editor-input editor-input--area"
        rows={4}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <p id={`${id}-hint`} className="editor-option__hint">
        {texts.routeHint}
      </p>
      <OptionSaveFooter id={id} error={error} busy={busy} submit={texts.apply} />
    </form>
  );
}
