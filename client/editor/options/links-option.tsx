import { linkValueSchema } from "../../../common/link";
import { LinkEditor, readLink } from "./link-editor";
import type { OptionEditorProps } from "./types";

/** Per-card links of a board: one link editor per card, in card order; the option stores them by position. */
export function LinksOption(props: OptionEditorProps) {
  const { value, save, positions, texts, label, id } = props;
  const links = Array.isArray(value) ? value.map((entry) => (linkValueSchema.safeParse(entry).success ? entry : null)) : [];
  if (positions.length === 0)
    return (
      <div className="editor-option">
        <p className="editor-option__label">{label}</p>
        <p className="editor-option__hint">{texts.noItems}</p>
      </div>
    );
  return (
    <div className="editor-option">
      <p className="editor-option__label">{label}</p>
      {positions.map((position, index) => (
        <LinkEditor
          key={position}
          {...props}
          id={`${id}-${position}`}
          label={texts.linkItem(index + 1)}
          value={readLink(links[position])}
          save={(link) => {
            const next = Array.from({ length: Math.max(links.length, position + 1) }, (_, i) => (i === position ? link : (links[i] ?? null)));
            return save(next);
          }}
        />
      ))}
    </div>
  );
}
