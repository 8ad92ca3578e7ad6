import type { ReactNode } from "react";

type Common = { name: string; label: string; error?: string; required?: boolean };

/** A labelled input whose error is announced: aria-invalid and aria-describedby point at the message. */
export function TextField({
  name,
  label,
  error,
  required,
  value,
  onChange,
  type = "text",
  autoComplete,
  min,
  inputMode,
}: Common & { value: string; onChange: (value: string) => void; type?: string; autoComplete?: string; min?: number; inputMode?: "numeric" | "tel" | "email" }) {
  const id = `field-${name}`;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        min={min}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled textarea with the same error wiring. */
export function TextArea({ name, label, error, required, value, onChange }: Common & { value: string; onChange: (value: string) => void }) {
  const id = `field-${name}`;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of radios or checkboxes in a fieldset with its legend; the error is tied to the group. */
export function ChoiceGroup({ name, label, error, required, children }: Common & { children: ReactNode }) {
  const id = `field-${name}`;
  return (
    <fieldset
      className={`form-group${error ? " form-field--invalid" : ""}`}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="form-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** The honeypot: invisible to people and assistive technology, tempting to bots. Must stay empty. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor="field-website">Website</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
