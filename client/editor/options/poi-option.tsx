import { type FormEvent, useState } from "react";
import { MARKER_ICONS } from "../../../common/map/geo";
import { MIN_POINTS_SHOWN, type MapPoint } from "../../../common/map/points";
import { OptionSaveFooter, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

const emptyPoint = (): MapPoint => ({ latitude: "", longitude: "", icon: "default" });

/** The stored points as rows, filled up with empty rows to the two the editor always shows. */
function rowsOf(value: unknown): MapPoint[] {
  const stored = Array.isArray(value)
    ? value.map((point) => {
        const entry = (point ?? {}) as Record<string, unknown>;
        const icon = (MARKER_ICONS as readonly unknown[]).includes(entry.icon) ? (entry.icon as MapPoint["icon"]) : "default";
        return { latitude: String(entry.latitude ?? ""), longitude: String(entry.longitude ?? ""), icon };
      })
    : [];
  return [...stored, ...Array.from({ length: Math.max(0, MIN_POINTS_SHOWN - stored.length) }, emptyPoint)];
}

/**
 * The points of a map or POI block (editor-side sections 3 and 9): at least two rows always shown, each with
 * latitude and longitude (free text, editor-side section 5) and an icon (start, end, party or none); points can be
 * added and removed down to two rows. "Übernehmen" saves the rows that have a coordinate; none at all clears the list.
 */
export function PoiOption({ label, value, save, texts, id }: OptionEditorProps) {
  const [rows, setRows] = useState(() => rowsOf(value));
  const { busy, error, run } = useOptionSave(save);
  const change = (index: number, patch: Partial<MapPoint>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const points = rows
      .map((row) => ({ ...row, latitude: row.latitude.trim(), longitude: row.longitude.trim() }))
      .filter((row) => row.latitude !== "" || row.longitude !== "");
    void run(points.length > 0 ? points : null);
  };
  return (
    <form className="editor-option editor-points" onSubmit={apply} noValidate aria-labelledby={`${id}-label`}>
      <p className="editor-option__label" id={`${id}-label`}>
        {label}
        {busy && <Spinner label={texts.saving} />}
      </p>
      {rows.map((row, index) => {
        const rowId = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place in the list
          <fieldset key={index} className="editor-points__row" data-point-row={index}>
            <legend className="editor-points__legend">{texts.point(index + 1)}</legend>
            <label htmlFor={`${rowId}-lat`}>{texts.labels.latitude}</label>
            <input
              id={`${rowId}-lat`}
              className="editor-input"
              type="text"
              inputMode="decimal"
              value={row.latitude}
              onChange={(event) => change(index, { latitude: event.target.value })}
            />
            <label htmlFor={`${rowId}-lng`}>{texts.labels.longitude}</label>
            <input
              id={`${rowId}-lng`}
              className="editor-input"
              type="text"
              inputMode="decimal"
              value={row.longitude}
              onChange={(event) => change(index, { longitude: event.target.value })}
            />
            <label htmlFor={`${rowId}-icon`}>{texts.labels.icon}</label>
            <select
              id={`${rowId}-icon`}
              className="editor-input"
              value={row.icon}
              onChange={(event) => change(index, { icon: event.target.value as MapPoint["icon"] })}
            >
              {MARKER_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {texts.values[icon] ?? icon}
                </option>
              ))}
            </select>
            {rows.length > MIN_POINTS_SHOWN && (
              <button type="button" className="editor-button editor-button--small" onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                {texts.pointRemove(index + 1)}
              </button>
            )}
          </fieldset>
        );
      })}
      <OptionSaveFooter id={id} error={error} busy={busy} submit={texts.apply}>
        <button type="button" className="editor-button editor-button--small" onClick={() => setRows((current) => [...current, emptyPoint()])}>
          {texts.pointAdd}
        </button>
      </OptionSaveFooter>
    </form>
  );
}
