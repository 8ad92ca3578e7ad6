import type { ReactNode } from "react";

/** The spinner shown while an option saves (editor-side section 4). */
export function Spinner({ label }: { label: string }) {
  return <span className="editor-spinner" role="status" aria-label={label} />;
}

/** The label of an option's one control, with its spinner while it saves. */
export function OptionLabel({ id, label, busy, savingLabel }: { id: string; label: string; busy: boolean; savingLabel: string }) {
  return (
    <label className="editor-option__label" htmlFor={id}>
      {label}
      {busy && <Spinner label={savingLabel} />}
    </label>
  );
}

/** A message under an option: the validation or the server's refusal. */
export function OptionError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="editor-option__error" role="alert">
      {message}
    </p>
  );
}

/** A group of controls under one label (radios, swatches, checkboxes), with its spinner and message. */
export function OptionFieldset({
  id,
  label,
  busy,
  savingLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  busy: boolean;
  savingLabel: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="editor-option" aria-describedby={error ? `${id}-error` : undefined} aria-busy={busy || undefined}>
      <legend className="editor-option__label">
        {label}
        {busy && <Spinner label={savingLabel} />}
      </legend>
      {children}
      <OptionError id={id} message={error} />
    </fieldset>
  );
}

/**
 * The URL input of an option form (articles, booking link): typing sets the value and clears the form's message,
 * which the input points at while shown (`errorOf`: the id OptionSaveFooter gives the message).
 */
export function OptionUrlInput({
  id,
  errorOf,
  value,
  setValue,
  error,
  setError,
}: {
  id: string;
  errorOf: string;
  value: string;
  setValue: (value: string) => void;
  error: string | null;
  setError: (error: null) => void;
}) {
  return (
    <input
      id={id}
      className="editor-input"
      type="url"
      value={value}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${errorOf}-error` : undefined}
      onChange={(event) => {
        setValue(event.target.value);
        setError(null);
      }}
    />
  );
}

/** The foot of an option form: its message, the submit button (`submit`) and any further actions. */
export function OptionSaveFooter({
  id,
  error,
  busy,
  submit,
  children,
}: {
  id: string;
  error: string | null;
  busy: boolean;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <>
      <OptionError id={id} message={error} />
      <div className="editor-option__actions">
        <button type="submit" className="editor-button editor-button--small editor-button--primary" disabled={busy}>
          {submit}
        </button>
        {children}
      </div>
    </>
  );
}
