import type { ReactNode } from "react";
import type { ItemMarker } from "../editor/markers";
import { type RichTextDoc, type RichTextNode, RICH_TEXT_COLORS, safeHref } from "../rich-text";

/** Renders stored rich-text JSON through the allowlist: nodes, marks, colours and link schemes. */
export function RichTextView({ doc, className, marker }: { doc: RichTextDoc | null | undefined; className?: string; marker?: Partial<ItemMarker> }) {
  if (!doc || doc.content.length === 0) return null;
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
    case "paragraph":
      return <p key={key}>{renderNodes(node.content)}</p>;
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
      const alt = typeof node.attrs?.alt === "string" && node.attrs.alt.trim() ? node.attrs.alt : "Image";
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
    else if (mark.type === "textStyle" || mark.type === "color") {
      const color = mark.attrs?.color;
      if (typeof color === "string" && (RICH_TEXT_COLORS as readonly string[]).includes(color)) {
        out = <span className={`text-color-${color}`}>{out}</span>;
      }
    } else if (mark.type === "link") {
      const href = safeHref(mark.attrs?.href);
      if (href) {
        const sameTab = href.startsWith("/") || href.startsWith("tel:");
        out = sameTab ? <a href={href}>{out}</a> : <a href={href} target="_blank" rel="noopener noreferrer">{out}</a>;
      }
    }
  }
  return out;
}
