import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useState } from "react";
import type { Locale } from "../../../../common/locales";
import { currentColor, currentSize, RICH_TEXT_COLORS, RICH_TEXT_SIZES_MENU, setColor, setSize } from "./commands";
import { BulletListIcon, LinkIcon } from "./icons";
import { selectionBox } from "./float";
import { LinkForm } from "./link-form";
import { Popover } from "./popover";
import type { RichTextTexts } from "./texts";

type Panel = "size" | "color" | "link" | null;

/** The floating rich-text toolbar: bold, italic, size, bullet list, colour and link (editor-side section 5). */
export function Toolbar({ editor, texts, locale }: { editor: Editor; texts: RichTextTexts; locale: Locale }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      size: currentSize(e),
      color: currentColor(e),
      href: e.isActive("link") ? (e.getAttributes("link").href as string | undefined) : undefined,
    }),
  });
  const toggle = (which: Exclude<Panel, null>) => (open: boolean) => setPanel(open ? which : null);
  // Every panel action runs through editor.chain().focus(), which returns focus to the text.
  const closeAndFocus = () => setPanel(null);
  const selected = () => selectionBox(editor.view);

  return (
    <div role="toolbar" aria-label={texts.toolbar} className="rte-toolbar">
      <Toggle label={texts.bold} pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <b aria-hidden="true">B</b>
      </Toggle>
      <Toggle label={texts.italic} pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <i aria-hidden="true">I</i>
      </Toggle>
      <Popover
        label={texts.size}
        open={panel === "size"}
        onOpenChange={toggle("size")}
        selected={selected}
        nameFromContent
        button={
          // The visible size is part of the button's name ("Textgrösse: Absatz"), as WCAG 2.5.3 asks.
          <span className="rte-size-label">
            <span className="visually-hidden">{texts.size}: </span>
            {state.size ? texts.sizes[state.size] : texts.size}
            <span aria-hidden="true"> ▾</span>
          </span>
        }
      >
        {RICH_TEXT_SIZES_MENU.map((size) => (
          <button
            key={size}
            type="button"
            className={`rte-menu-item rte-menu-item--${size}`}
            aria-pressed={state.size === size}
            onClick={() => {
              setSize(editor, size);
              closeAndFocus();
            }}
          >
            {texts.sizes[size]}
          </button>
        ))}
      </Popover>
      <Toggle label={texts.bulletList} pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <BulletListIcon />
      </Toggle>
      <Popover
        label={texts.color}
        open={panel === "color"}
        onOpenChange={toggle("color")}
        selected={selected}
        active={state.color !== "transparent"}
        button={
          <span aria-hidden="true" className={`rte-color-mark rte-swatch--${state.color}`}>
            A
          </span>
        }
      >
        <div className="rte-swatches">
          {RICH_TEXT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className={`rte-swatch rte-swatch--${color}`}
              aria-label={texts.colors[color]}
              title={texts.colors[color]}
              aria-pressed={state.color === color}
              onClick={() => {
                setColor(editor, color);
                closeAndFocus();
              }}
            />
          ))}
        </div>
      </Popover>
      <Popover
        label={texts.link}
        open={panel === "link"}
        onOpenChange={toggle("link")}
        selected={selected}
        active={Boolean(state.href)}
        wide
        button={<LinkIcon />}
      >
        <LinkForm editor={editor} texts={texts} locale={locale} href={state.href ?? null} onDone={closeAndFocus} />
      </Popover>
    </div>
  );
}

function Toggle(props: { label: string; pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className="rte-button" aria-label={props.label} title={props.label} aria-pressed={props.pressed} onClick={props.onClick}>
      {props.children}
    </button>
  );
}
