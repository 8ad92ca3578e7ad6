import { z } from "zod";

/**
 * Rich text is stored as tiptap/ProseMirror JSON and rendered only through this allowlist of nodes,
 * marks, colours and link schemes. Anything else is dropped (unknown node: its text children survive).
 */
export const RICH_TEXT_COLORS = ["transparent", "primary", "secondary", "background", "header", "accent", "muted"] as const;
export const richTextColorSchema = z.enum(RICH_TEXT_COLORS);

const markSchema = z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() });
export type RichTextNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: z.infer<typeof markSchema>[];
  content?: RichTextNode[];
};
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    text: z.string().max(100_000).optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(markSchema).max(10).optional(),
    content: z.array(richTextNodeSchema).max(2_000).optional(),
  }),
);
export const richTextDocSchema = z.object({ type: z.literal("doc"), content: z.array(richTextNodeSchema).max(2_000) });
export type RichTextDoc = z.infer<typeof richTextDocSchema>;

const SAFE_SCHEMES = ["http:", "https:", "mailto:", "tel:"];
/** Returns the href when its scheme is http, https, mailto or tel (or a same-site path); otherwise null. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // Browsers ignore ASCII whitespace and control characters inside schemes ("java\tscript:"), so strip them first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, "");
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return SAFE_SCHEMES.includes(url.protocol) ? url.href : null;
}

/** Plain text of a rich-text document, paragraphs separated by spaces. */
export function richTextToPlain(doc: RichTextDoc | null | undefined): string {
  if (!doc) return "";
  const parts: string[] = [];
  const walk = (node: RichTextNode) => {
    if (node.type === "text" && node.text) parts.push(node.text);
    if (node.type === "hardBreak") parts.push(" ");
    node.content?.forEach(walk);
    if (["paragraph", "heading", "listItem"].includes(node.type)) parts.push(" ");
  };
  doc.content.forEach(walk);
  return parts.join("").replace(/\s+/g, " ").trim();
}

export const PREVIEW_LENGTH = 200;
/** The spec's preview: the first 200 characters plus an ellipsis when the text is longer. */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** A paragraph document from plain text, one paragraph per line: handy for seeds and tests. */
export function paragraphs(...lines: string[]): RichTextDoc {
  return {
    type: "doc",
    content: lines.map((line) => ({ type: "paragraph", content: line ? [{ type: "text", text: line }] : [] })),
  };
}
