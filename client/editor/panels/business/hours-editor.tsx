import type { TimeRange } from "../../../../common/business-record";
import { todayInZone } from "../../../../common/opening-hours-today";
import type { EditorTexts } from "../../i18n/de";
import { Field } from "./field";
import { copyMondayToWeekdays, type FormBranch, type FormDay, type FormSpecial, inputId, newSpecial } from "./form-model";

type Texts = EditorTexts["businessTexts"];

/** Two time ranges of a day (the second one optional), or nothing while the day is closed. */
function Ranges({
  prefix,
  label,
  day,
  texts,
  onChange,
}: {
  prefix: readonly PropertyKey[];
  label: string;
  day: { closed: boolean; ranges: [TimeRange, TimeRange] };
  texts: Texts;
  onChange: (ranges: [TimeRange, TimeRange]) => void;
}) {
  if (day.closed) return null;
  const set = (index: 0 | 1, key: "open" | "close", value: string) => {
    const next: [TimeRange, TimeRange] = [{ ...day.ranges[0] }, { ...day.ranges[1] }];
    next[index][key] = value;
    onChange(next);
  };
  return (
    <div className="business-ranges">
      {([0, 1] as const).map((index) => (
        <div key={index} className="business-range">
          <Field
            id={inputId("business", [...prefix, index, "open"])}
            label={`${label}${index ? `, ${texts.secondRange}` : ""}: ${texts.from}`}
            hideLabel
            size="time"
            placeholder="hh:mm"
            value={day.ranges[index].open}
            onChange={(value) => set(index, "open", value)}
          />
          <span aria-hidden="true">–</span>
          <Field
            id={inputId("business", [...prefix, index, "close"])}
            label={`${label}${index ? `, ${texts.secondRange}` : ""}: ${texts.to}`}
            hideLabel
            size="time"
            placeholder="hh:mm"
            value={day.ranges[index].close}
            onChange={(value) => set(index, "close", value)}
          />
        </div>
      ))}
    </div>
  );
}

/** A "closed" checkbox whose label names the day. */
function ClosedBox({ id, label, of, checked, onChange }: { id: string; label: string; of: string; checked: boolean; onChange: (closed: boolean) => void }) {
  return (
    <div className="editor-option--inline business-closed">
      <input id={id} type="checkbox" aria-label={`${of}: ${label}`} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A branch's week (closed, or one or two ranges per day, "copy Monday to all weekdays") and its special days. */
export function HoursEditor({
  branch,
  index,
  texts,
  onChange,
}: {
  branch: FormBranch;
  index: number;
  texts: Texts;
  onChange: (next: Partial<FormBranch>) => void;
}) {
  const base = ["branches", index] as const;
  const setDay = (day: number, next: FormDay) => onChange({ week: branch.week.map((current, d) => (d === day ? next : current)) });
  const setSpecial = (at: number, next: Partial<FormSpecial>) =>
    onChange({ specialDays: branch.specialDays.map((current, i) => (i === at ? { ...current, ...next } : current)) });
  return (
    <>
      <fieldset className="business-week">
        <legend className="editor-subtitle">{texts.openingHours}</legend>
        {branch.week.map((day, d) => {
          const name = texts.weekdays[d] ?? "";
          return (
            <div key={name} className="business-day" data-weekday={d + 1}>
              <span className="business-day__name">{name}</span>
              <ClosedBox
                id={inputId("business", [...base, "week", d, "closed"])}
                label={texts.closed}
                of={name}
                checked={day.closed}
                onChange={(closed) => setDay(d, { ...day, closed })}
              />
              <Ranges prefix={[...base, "week", d]} label={name} day={day} texts={texts} onChange={(ranges) => setDay(d, { ...day, ranges })} />
            </div>
          );
        })}
        <button type="button" className="editor-button" onClick={() => onChange({ week: copyMondayToWeekdays(branch.week) })}>
          {texts.copyMonday}
        </button>
      </fieldset>
      <fieldset className="business-special">
        <legend className="editor-subtitle">{texts.specialDays}</legend>
        <p className="editor-setting__hint">{texts.specialHint}</p>
        {branch.specialDays.map((special, s) => {
          const prefix = [...base, "specialDays", s] as const;
          return (
            <div key={special.key} className="business-special__day">
              <div className="business-special__dates">
                <Field
                  id={inputId("business", [...prefix, "from"])}
                  label={texts.firstDay}
                  type="date"
                  size="date"
                  value={special.from}
                  onChange={(from) => setSpecial(s, { from, to: [special.to, from].sort()[1] ?? from })}
                />
                <Field
                  id={inputId("business", [...prefix, "to"])}
                  label={texts.lastDay}
                  type="date"
                  size="date"
                  value={special.to}
                  onChange={(to) => setSpecial(s, { to })}
                />
              </div>
              <ClosedBox
                id={inputId("business", [...prefix, "closed"])}
                label={texts.closed}
                of={`${texts.specialDays} ${s + 1}`}
                checked={special.closed}
                onChange={(closed) => setSpecial(s, { closed })}
              />
              <Ranges prefix={[...prefix, "ranges"]} label={texts.specialDays} day={special} texts={texts} onChange={(ranges) => setSpecial(s, { ranges })} />
              <Field id={inputId("business", [...prefix, "note"])} label={texts.note} value={special.note} onChange={(note) => setSpecial(s, { note })} />
              <button
                type="button"
                className="editor-button editor-button--danger"
                onClick={() => onChange({ specialDays: branch.specialDays.filter((_, i) => i !== s) })}
              >
                {texts.removeSpecial}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="editor-button"
          onClick={() => onChange({ specialDays: [...branch.specialDays, newSpecial(todayInZone(new Date()).date)] })}
        >
          {texts.addSpecial}
        </button>
      </fieldset>
    </>
  );
}
