import type { JSONContent } from "@tiptap/core";
import {
  COLOR_MARKS,
  type RichTextDoc,
  type RichTextNode,
  richTextColorSchema,
  richTextSizeSchema,
  richTextToPlain,
  safeHref,
} from "../../../../common/rich-text";

/**
 * Converts between tiptap's JSON and the stored shape. The names are the same; the stored shape keeps only what
 * the allowlist renderer reads (no null defaults, no link target/rel/class, no empty text style), so an unchanged
 * document converts to exactly what was stored and "nothing changed" is a plain comparison.
 */
const BLOCKS = new Set(["paragraph", "heading", "bulletList", "orderedList", "listItem", "image"]);
const INLINE = new Set(["text", "hardBreak"]);
type Mark = NonNullable<RichTextNode["marks"]>[number];

/** The stored document as tiptap content: colour alias marks become textStyle, unknown nodes keep their text. */
export function toEditorJson(doc: RichTextDoc | null): JSONContent {
  const blocks = (doc?.content ?? []).flatMap((node) => editorBlock(node));
  return { type: "doc", content: blocks.length ? blocks : [{ type: "paragraph" }] };
}

const TEXT_BLOCKS = new Set(["paragraph", "heading"]);
const MARKS = new Set(["bold", "italic", "textStyle", "link"]);

function editorBlock(node: RichTextNode): JSONContent[] {
  if (!BLOCKS.has(node.type) || (node.type === "image" && !safeHref(node.attrs?.src))) return textParagraph(node);
  const children = node.content ?? [];
  const content = TEXT_BLOCKS.has(node.type) ? children.flatMap(editorInline) : children.flatMap(editorBlock);
  return [{ ...node, content: content.length ? content : undefined }];
}

/** An unknown node keeps its text, as the renderer does. */
function textParagraph(node: RichTextNode): JSONContent[] {
  const text = richTextToPlain({ type: "doc", content: [node] });
  return text ? [{ type: "paragraph", content: [{ type: "text", text }] }] : [];
}

function editorInline(node: RichTextNode): JSONContent[] {
  if (!INLINE.has(node.type)) {
    const text = richTextToPlain({ type: "doc", content: [node] });
    return text ? [{ type: "text", text }] : [];
  }
  if (node.type === "text" && !node.text) return [];
  const marks = (node.marks ?? [])
    .map((mark) => (COLOR_MARKS.includes(mark.type) ? { type: "textStyle", attrs: mark.attrs } : mark))
    .filter((mark) => MARKS.has(mark.type));
  return [{ ...node, marks: marks.length ? marks : undefined }];
}

/** tiptap's JSON as the stored document; null when nothing is left (no text, no image): emptying saves null. */
export function fromEditorJson(json: JSONContent): RichTextDoc | null {
  const doc: RichTextDoc = { type: "doc", content: (json.content ?? []).map(storedNode) };
  const hasImage = JSON.stringify(doc).includes('"type":"image"');
  return richTextToPlain(doc) || hasImage ? doc : null;
}

function storedNode(node: JSONContent): RichTextNode {
  const out: RichTextNode = { type: node.type ?? "paragraph" };
  const attrs = storedAttrs(out.type, node.attrs ?? {});
  if (attrs) out.attrs = attrs;
  if (node.type === "text") out.text = node.text ?? "";
  const marks = (node.marks ?? []).flatMap((mark) => storedMark(mark as Mark));
  if (marks.length) out.marks = marks;
  if (node.content?.length) out.content = node.content.map(storedNode);
  return out;
}

function storedAttrs(type: string, attrs: Record<string, unknown>): Record<string, unknown> | undefined {
  if (type === "heading") return { level: attrs.level };
  if (type === "image") return { src: attrs.src, ...(attrs.alt ? { alt: attrs.alt } : {}) };
  if (type === "paragraph" && richTextSizeSchema.safeParse(attrs.size).success) return { size: attrs.size };
  return undefined;
}

function storedMark(mark: Mark): Mark[] {
  if (mark.type === "textStyle") {
    const color = richTextColorSchema.safeParse(mark.attrs?.color);
    return color.success ? [{ type: "textStyle", attrs: { color: color.data } }] : [];
  }
  if (mark.type === "link") return typeof mark.attrs?.href === "string" ? [{ type: "link", attrs: { href: mark.attrs.href } }] : [];
  return [{ type: mark.type }];
}

/** True when two stored documents are the same (both empty counts as the same). */
export function sameDoc(a: RichTextDoc | null, b: RichTextDoc | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
