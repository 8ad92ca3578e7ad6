/** An option whose type the editor does not know: 'Unknown Option: {label}' (editor-side section 8). */
export function UnknownOption({ label, text }: { label: string; text: (label: string) => string }) {
  return (
    <p className="editor-option editor-option__hint" role="note">
      {text(label)}
    </p>
  );
}
