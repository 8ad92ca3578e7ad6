import type { ReactNode } from "react";
import { fieldMarker } from "../editor/markers";
import type { RenderField } from "../page-model";

type TextTag = "h1" | "h2" | "h3" | "p" | "span" | "strong" | "figcaption";

/** True when the field was loaded for editing (edit mode only): it renders, empty or not, so it can be clicked. */
export const isEditable = (field: RenderField | undefined): boolean => Boolean(field?.edit);

/**
 * A plain-text field in its element with its edit-mode marker. Empty fields render nothing for visitors; in edit
 * mode they render an empty marked element, which the editor shows with a placeholder (editor.css), so the site
 * owner can click it and type. `render` wraps the text (e.g. in <strong>) when there is one.
 */
export function FieldText({
  as: Tag = "p",
  field,
  className,
  render,
}: {
  as?: TextTag;
  field: RenderField | undefined;
  className?: string;
  render?: (text: string) => ReactNode;
}) {
  const text = field?.text?.trim() || null;
  if (!text && !isEditable(field)) return null;
  return (
    <Tag className={className} {...fieldMarker(field)}>
      {text ? (render ? render(text) : text) : null}
    </Tag>
  );
}
