import { createContext, useContext } from "react";
import { FieldError } from "../field-error";

/** The panel's validation messages by input id, and whether the invalid inputs shake right now (editor-side section 5). */
export const ErrorsContext = createContext<{ errors: Record<string, string>; shaking: boolean }>({ errors: {}, shaking: false });

/**
 * A labelled text input of the business panel; its validation message (if any) shows under it, announced and
 * linked, and the input shakes while the panel says so.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  type = "text",
  size,
  placeholder,
  hideLabel = false,
  disabled = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "url" | "tel" | "date";
  size?: "time" | "short" | "date";
  placeholder?: string;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const { errors, shaking } = useContext(ErrorsContext);
  const error = errors[id];
  return (
    <div className={`editor-setting business-field${size ? ` business-field--${size}` : ""}`}>
      <label htmlFor={id} className={hideLabel ? "editor-visually-hidden" : undefined}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={size === "time" ? "numeric" : undefined}
        className={error && shaking ? "editor-shake" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
