import { useAtomValue } from "jotai";
import { type FormEvent, useId, useState } from "react";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type PageMenuSectionProps, savePageInfo } from "./page-info";
import { FieldError } from "./field-error";

/** Page menu: the page's password (set, change, remove) and whether it is protected now. */
export function PagePassword({ infos, reload }: PageMenuSectionProps) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!boot || !t) return null;
  const isProtected = infos[boot.locale]?.meta.protected ?? false;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t.panels.passwordRequired);
    setError(null);
    await savePageInfo({ meta: { password } }, { infos, reload }).then(
      () => {
        setPassword("");
        return reload();
      },
      () => {},
    );
  };
  const remove = () => savePageInfo({ meta: { password: null } }, { infos, reload }).then(reload, () => {});
  return (
    <fieldset className="editor-fieldset">
      <legend>{t.panels.password}</legend>
      <p className={`editor-protection${isProtected ? " editor-protection--on" : ""}`} data-protected={isProtected}>
        <LockIcon locked={isProtected} /> {isProtected ? t.panels.isProtected : t.panels.notProtected}
      </p>
      <p className="editor-hint" id={`${id}-hint`}>
        {t.panels.passwordHint}
      </p>
      <form className="editor-form editor-form--row" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-password`}>{t.panels.newPassword}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <FieldError id={`${id}-error`} error={error} />
        <div className="editor-actions editor-actions--start">
          <button type="submit" className="editor-button editor-button--primary">
            {isProtected ? t.panels.changePassword : t.panels.setPassword}
          </button>
          {isProtected && (
            <button type="button" className="editor-button" onClick={() => void remove()}>
              {t.panels.removePassword}
            </button>
          )}
        </div>
      </form>
    </fieldset>
  );
}

/** A padlock, closed or open (drawn: emoji fonts are not on every machine). */
function LockIcon({ locked }: { locked: boolean }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" className="editor-lock">
      <rect x="2.5" y="7" width="11" height="7.5" rx="1.5" />
      <path d={locked ? "M5 7V5a3 3 0 0 1 6 0v2" : "M5 7V5a3 3 0 0 1 5.8-1.1"} />
    </svg>
  );
}
