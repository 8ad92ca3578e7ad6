import type { ReactNode } from "react";
import type { ItemMarker } from "../editor/markers";
import { hrefKind, linkTarget } from "../link";
import { COLOR_MARKS, type RichTextDoc, type RichTextNode, richTextColorSchema, richTextSizeSchema, safeHref } from "../rich-text";

/** Renders stored rich-text JSON through the allowlist: nodes, marks, colours and link schemes. */
export function RichTextView({ doc, className, marker }: { doc: RichTextDoc | null | undefined; className?: string; marker?: Partial<ItemMarker> }) {
  if (!doc || doc.content.length === 0) {
    // Edit mode: an empty field still renders (empty, marked) so it can be clicked; the editor shows a placeholder.
    return marker?.["data-item"] ? <div className={className ?? "rich-text"} {...marker} /> : null;
  }
  return (
    <div className={className ?? "rich-text"} {...marker}>
      {renderNodes(doc.content)}
    </div>
  );
}

function renderNodes(nodes: RichTextNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index));
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case "paragraph": {
      const size = richTextSizeSchema.safeParse(node.attrs?.size);
      return (
        <p key={key} className={size.success ? `text-size-${size.data}` : undefined}>
          {renderNodes(node.content)}
        </p>
      );
    }
    case "heading": {
      const level = Number(node.attrs?.level);
      const Tag = `h${Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2}` as "h2";
      return <Tag key={key}>{renderNodes(node.content)}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{renderNodes(node.content)}</ul>;
    case "orderedList":
      return <ol key={key}>{renderNodes(node.content)}</ol>;
    case "listItem":
      return <li key={key}>{renderNodes(node.content)}</li>;
    case "hardBreak":
      return <br key={key} />;
    case "image": {
      const src = safeHref(node.attrs?.src);
      if (!src) return null;
      // No English stand-in when the owner wrote no text (decision 127).
      const alt = typeof node.attrs?.alt === "string" ? node.attrs.alt.trim() : "";
      return <img key={key} src={src} alt={alt} loading="lazy" decoding="async" />;
    }
    case "text":
      return <span key={key}>{applyMarks(node.text ?? "", node.marks)}</span>;
    default:
      // Unknown nodes are dropped, but their text survives.
      return node.content ? <span key={key}>{renderNodes(node.content)}</span> : null;
  }
}

function applyMarks(text: string, marks: RichTextNode["marks"]): ReactNode {
  let out: ReactNode = text;
  for (const mark of marks ?? []) {
    if (mark.type === "bold") out = <strong>{out}</strong>;
    else if (mark.type === "italic") out = <em>{out}</em>;
    else if (COLOR_MARKS.includes(mark.type)) {
      // The same zod check as on save: a colour that is not a palette name is dropped, the text stays.
      const color = richTextColorSchema.safeParse(mark.attrs?.color);
      if (color.success) out = <span className={`text-color-${color.data}`}>{out}</span>;
    } else if (mark.type === "link") {
      const href = safeHref(mark.attrs?.href);
      if (href) {
        out =
          linkTarget(hrefKind(href)) === "_self" ? (
            <a href={href}>{out}</a>
          ) : (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {out}
            </a>
          );
      }
    }
  }
  return out;
}
