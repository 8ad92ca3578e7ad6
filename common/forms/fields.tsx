import type { ReactNode } from "react";

type Common = { name: string; label: string; error?: string; required?: boolean };

/** The wiring of a field's error: aria-invalid, and aria-describedby pointing at the message. */
const errorWiring = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** The frame of a labelled control (an input, a textarea): its label, the control, its error message. */
function LabelledField({ id, label, error, required, children }: { id: string; label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

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
    <LabelledField id={id} label={label} error={error} required={required}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        min={min}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        {...errorWiring(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}

/** A labelled textarea with the same error wiring. */
export function TextArea({ name, label, error, required, value, onChange }: Common & { value: string; onChange: (value: string) => void }) {
  const id = `field-${name}`;
  return (
    <LabelledField id={id} label={label} error={error} required={required}>
      <textarea id={id} name={name} value={value} rows={4} required={required} {...errorWiring(id, error)} onChange={(event) => onChange(event.target.value)} />
    </LabelledField>
  );
}

/** A group of radios or checkboxes in a fieldset with its legend; the error is tied to the group. */
export function ChoiceGroup({ name, label, error, required, children }: Common & { children: ReactNode }) {
  const id = `field-${name}`;
  return (
    <fieldset className={`form-group${error ? " form-field--invalid" : ""}`} id={id} {...errorWiring(id, error)}>
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
