import { useAtomValue } from "jotai";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { changelogEntrySchema } from "../../../../common/content-api";
import { api, apiCall } from "../../api/client";
import { withToast } from "../../saving/toasts";
import { textsAtom } from "../../i18n/session";

type Entry = z.infer<typeof changelogEntrySchema>;

/** Admins add a changelog entry: its date and its German and French text (all required). */
export function ChangelogEntryForm({ onAdded }: { onAdded: (entry: Entry) => void }) {
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [entry, setEntry] = useState<Entry>({ date: new Date().toISOString().slice(0, 10), textDe: "", textFr: "" });
  const [busy, setBusy] = useState(false);
  if (!t) return null;
  const c = t.changelogTexts;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    withToast({ loading: t.saving, success: t.saved, error: c.errorAdd }, () => apiCall(api.changelog.entries.$post({ json: entry }), changelogEntrySchema))
      .then((added) => {
        onAdded(added);
        setEntry({ ...entry, textDe: "", textFr: "" });
      })
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const set = (key: keyof Entry) => (event: { target: { value: string } }) => setEntry({ ...entry, [key]: event.target.value });
  return (
    <form className="editor-changelog-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="editor-subtitle">
        {c.addTitle}
      </h3>
      <div className="editor-setting">
        <label htmlFor={`${id}-date`}>{c.date}</label>
        <input id={`${id}-date`} type="date" required value={entry.date} onChange={set("date")} />
      </div>
      <div className="editor-setting">
        <label htmlFor={`${id}-de`}>{c.textDe}</label>
        <textarea id={`${id}-de`} required rows={2} lang="de" value={entry.textDe} onChange={set("textDe")} />
      </div>
      <div className="editor-setting">
        <label htmlFor={`${id}-fr`}>{c.textFr}</label>
        <textarea id={`${id}-fr`} required rows={2} lang="fr" value={entry.textFr} onChange={set("textFr")} />
      </div>
      <button type="submit" className="editor-button" disabled={busy}>
        {c.add}
      </button>
    </form>
  );
}
