import { type AnyExtension, Node } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { TextStyle } from "@tiptap/extension-text-style";
import { UndoRedo } from "@tiptap/extensions";
import { HEADING_LEVELS, RICH_TEXT_COLORS, RICH_TEXT_SIZES, safeHref } from "../../../../common/rich-text";

/**
 * The tiptap schema of our stored rich text (common/rich-text.ts): the same node and mark names, colours as
 * palette names rendered as the allowlist renderer's classes (never inline styles), paragraph sizes as classes.
 */
const classValue = <T extends string>(element: HTMLElement, prefix: string, allowed: readonly T[]): T | null =>
  allowed.find((value) => element.classList.contains(`${prefix}${value}`)) ?? null;

const SizedParagraph = Paragraph.extend({
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => classValue(element, "text-size-", RICH_TEXT_SIZES),
        renderHTML: (attrs) => (attrs.size ? { class: `text-size-${attrs.size}` } : {}),
      },
    };
  },
});

/** The colour mark: tiptap's textStyle carrying only a palette name, parsed from and rendered as a class. */
const PaletteTextStyle = TextStyle.extend({
  parseHTML() {
    return [{ tag: "span", getAttrs: (element) => (classValue(element, "text-color-", RICH_TEXT_COLORS) ? {} : false) }];
  },
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => classValue(element, "text-color-", RICH_TEXT_COLORS),
        renderHTML: (attrs) => (attrs.color ? { class: `text-color-${attrs.color}` } : {}),
      },
    };
  },
});

/** Stored documents may hold images (the renderer allows them); the editor keeps them as they are. */
const Image = Node.create({
  name: "image",
  group: "block",
  atom: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
  parseHTML: () => [{ tag: "img[src]" }],
  renderHTML: ({ HTMLAttributes }) => ["img", HTMLAttributes],
});

export function richTextExtensions(): AnyExtension[] {
  return [
    Document,
    SizedParagraph,
    Text,
    Heading.configure({ levels: [...HEADING_LEVELS] }),
    BulletList,
    OrderedList,
    ListItem,
    HardBreak,
    Image,
    Bold,
    Italic,
    PaletteTextStyle,
    // Targets are not stored: the renderer derives them from the href (page and phone links: same tab).
    Link.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => safeHref(url) !== null,
    }),
    UndoRedo,
  ];
}
