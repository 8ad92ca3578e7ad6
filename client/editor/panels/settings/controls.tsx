import { useAtomValue } from "jotai";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { FieldDataType } from "../../../../common/content";
import { valueAt, withValueAt } from "../../../../common/editor/changes";
import { textChanged } from "../../../../common/editor/settings-rules";
import { validateFieldValue } from "../../../../common/editor/validation";
import type { PageListEntry } from "../../../../common/page-list";
import type { Settings } from "../../../../common/settings";
import { contentApi } from "../../api/content";
import { shake } from "../../fields/field-error";
import { bootAtom } from "../../state/store";
import { saveSettings } from "./use-settings";
import { settingsAtom } from "../../state/site";
import { FieldError } from "../field-error";

/** Editor-side section 9: a checkbox saves 100 ms after the click. */
const CHECKBOX_SAVE_DELAY_MS = 100;

type Path = readonly string[];

function useSetting(path: Path): { settings: Settings | null; value: unknown } {
  const settings = useAtomValue(settingsAtom);
  return { settings, value: settings ? valueAt(settings, path) : undefined };
}

/**
 * A labelled text setting: saves on Enter or when it loses focus, only when the text changed (section 5); a typed
 * setting (email, url, phone) is validated first: its message shows under it and it shakes like a field. A failed
 * save keeps the typed text.
 */
export function TextSetting({
  label,
  path,
  type,
  hint,
  warning,
}: {
  label: string;
  path: Path;
  type?: Extract<FieldDataType, "email" | "url" | "phone">;
  hint?: string;
  warning?: string;
}) {
  const id = useId();
  const boot = useAtomValue(bootAtom);
  const { settings, value } = useSetting(path);
  const saved = typeof value === "string" ? value : "";
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(saved), [saved]);
  if (!settings) return null;
  const commit = () => {
    if (!textChanged(saved, draft)) return;
    const result = type ? validateFieldValue(type, draft, boot?.language ?? "de") : ({ ok: true, value: draft } as const);
    if (!result.ok) {
      if (input.current) shake(input.current);
      return setError(result.message);
    }
    setError(null);
    saveSettings((current) => withValueAt(current, path, (result.value ?? "").trim())).catch(() => {});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    }
  };
  const described = [hint && `${id}-hint`, warning && `${id}-warning`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="editor-setting">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="editor-setting__hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="editor-setting__warning">
          {warning}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type={type === "email" ? "email" : type === "url" ? "url" : "text"}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled switch: saves 100 ms after it is flipped, busy while saving; `apply` lets a switch change more than itself. */
export function SwitchSetting({ label, path, apply }: { label: string; path: Path; apply?: (settings: Settings, on: boolean) => Settings }) {
  const id = useId();
  const { settings, value } = useSetting(path);
  const [busy, setBusy] = useState(false);
  if (!settings) return null;
  const onChange = (on: boolean) => {
    setBusy(true);
    setTimeout(() => {
      saveSettings((current) => (apply ? apply(current, on) : withValueAt(current, path, on)))
        .catch(() => {})
        .finally(() => setBusy(false));
    }, CHECKBOX_SAVE_DELAY_MS);
  };
  return (
    <div className="editor-setting editor-setting--switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={value === true}
        aria-checked={value === true}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {busy && <span className="editor-spinner" aria-hidden="true" />}
    </div>
  );
}

/** Saves a choice at `path` as soon as another value than `chosen` is picked; busy while it is being saved. */
function useChoice(path: Path, chosen: unknown): { busy: boolean; choose: (next: string) => void } {
  const [busy, setBusy] = useState(false);
  const choose = (next: string) => {
    if (next === chosen) return;
    setBusy(true);
    saveSettings((current) => withValueAt(current, path, next))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return { busy, choose };
}

/** A labelled choice: saves as soon as another value is chosen. */
export function SelectSetting({ label, path, choices }: { label: string; path: Path; choices: readonly (readonly [string, string])[] }) {
  const id = useId();
  const { settings, value } = useSetting(path);
  const { busy, choose } = useChoice(path, value);
  if (!settings) return null;
  return (
    <div className="editor-setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value)} disabled={busy} aria-busy={busy} onChange={(event) => choose(event.target.value)}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One section of the panel: a heading and its controls. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="editor-settings-section" aria-labelledby={id}>
      <h3 id={id} className="editor-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Every page of the site once (top-level and in collections), for a page choice. */
async function sitePages(): Promise<PageListEntry[]> {
  const list = await contentApi.pages();
  const all = [...list.pages, ...list.collections.flatMap((collection) => collection.children)];
  return all.filter((page, index) => all.findIndex((other) => other.id === page.id) === index);
}

/** A labelled page of the site (its id is saved): every page by its name in the page's language; saves when another is chosen. */
export function PageSetting({ label, path, none }: { label: string; path: Path; none: string }) {
  const id = useId();
  const boot = useAtomValue(bootAtom);
  const { settings, value } = useSetting(path);
  const [pages, setPages] = useState<PageListEntry[] | null>(null);
  const { busy, choose } = useChoice(path, typeof value === "string" ? value : "");
  useEffect(() => {
    sitePages()
      .then(setPages)
      .catch(() => setPages([]));
  }, []);
  if (!settings) return null;
  const chosen = typeof value === "string" ? value : "";
  const nameOf = (page: PageListEntry) => page.name[boot?.locale ?? "de"] || Object.values(page.name).find(Boolean) || page.id;
  return (
    <div className="editor-setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={chosen} disabled={busy || pages === null} aria-busy={busy || pages === null} onChange={(event) => choose(event.target.value)}>
        <option value="">{none}</option>
        {/* Until the list arrives (or if it failed) the chosen page stays selected by its id. */}
        {chosen && !pages?.some((page) => page.id === chosen) && <option value={chosen}>{chosen}</option>}
        {pages?.map((page) => (
          <option key={page.id} value={page.id}>
            {nameOf(page)}
          </option>
        ))}
      </select>
    </div>
  );
}
