import type { Editor } from "@tiptap/core";
import { RICH_TEXT_COLORS } from "../../../../common/rich-text";

/** What the toolbar reads from and does to the editor: the size menu's choices and the palette colours. */
export const RICH_TEXT_SIZES_MENU = ["h1", "h2", "h3", "large", "paragraph", "small"] as const;
export type RichTextSize = (typeof RICH_TEXT_SIZES_MENU)[number];
export type RichTextColor = (typeof RICH_TEXT_COLORS)[number];
export { RICH_TEXT_COLORS };

/** The size of the block at the cursor; null for a heading level the menu does not offer (4 to 6). */
export function currentSize(editor: Editor): RichTextSize | null {
  for (const level of [1, 2, 3] as const) if (editor.isActive("heading", { level })) return `h${level}`;
  if (editor.isActive("heading")) return null;
  const size = editor.getAttributes("paragraph").size;
  return size === "large" || size === "small" ? size : "paragraph";
}

export function setSize(editor: Editor, size: RichTextSize): void {
  const chain = editor.chain().focus();
  if (size === "h1" || size === "h2" || size === "h3") chain.setNode("heading", { level: Number(size.slice(1)) }).run();
  else chain.setNode("paragraph", { size: size === "paragraph" ? null : size }).run();
}

/** The palette colour at the cursor; transparent when the text has none (the transparent swatch clears it). */
export function currentColor(editor: Editor): RichTextColor {
  const color = editor.getAttributes("textStyle").color;
  return (RICH_TEXT_COLORS as readonly string[]).includes(color) ? (color as RichTextColor) : "transparent";
}

export function setColor(editor: Editor, color: RichTextColor): void {
  if (color === "transparent") editor.chain().focus().unsetMark("textStyle").run();
  else editor.chain().focus().setMark("textStyle", { color }).run();
}
