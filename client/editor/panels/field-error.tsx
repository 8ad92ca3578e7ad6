/** A field's or a section's error, announced when it appears; `id` is what the field's aria-describedby names. */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined | false }) {
  if (!error) return null;
  return (
    <p id={id} className="editor-field-error" role="alert">
      {error}
    </p>
  );
}
