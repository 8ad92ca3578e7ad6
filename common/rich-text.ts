import { z } from "zod";

/**
 * Rich text is stored as tiptap/ProseMirror JSON and rendered only through this allowlist of nodes,
 * marks, colours and link schemes. Anything else is dropped (unknown node: its text children survive).
 */
export const RICH_TEXT_COLORS = ["transparent", "primary", "secondary", "background", "header", "accent", "muted"] as const;
export const richTextColorSchema = z.enum(RICH_TEXT_COLORS);

/** Text sizes of a paragraph besides the default (the size menu's "large" and "small"). */
export const RICH_TEXT_SIZES = ["large", "small"] as const;
export const richTextSizeSchema = z.enum(RICH_TEXT_SIZES);
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** tiptap's colour lives on the textStyle mark ("color" is accepted as an alias); both carry a palette name only. */
export const COLOR_MARKS = ["textStyle", "color"];
const markSchema = z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }).superRefine((mark, ctx) => {
  if (!COLOR_MARKS.includes(mark.type)) return;
  for (const [key, value] of Object.entries(mark.attrs ?? {})) {
    if (key !== "color") ctx.addIssue({ code: "custom", path: ["attrs", key], message: "a text style carries only a palette colour" });
    else if (value !== null && !richTextColorSchema.safeParse(value).success) {
      ctx.addIssue({ code: "custom", path: ["attrs", "color"], message: `colour must be one of ${RICH_TEXT_COLORS.join(", ")}` });
    }
  }
});

/** Node attributes the renderer reads are checked on save: heading level 1 to 6, paragraph size. */
function checkNodeAttrs(node: { type: string; attrs?: Record<string, unknown> }, ctx: z.RefinementCtx) {
  const attrs = node.attrs ?? {};
  if (node.type === "heading" && !(HEADING_LEVELS as readonly unknown[]).includes(attrs.level)) {
    ctx.addIssue({ code: "custom", path: ["attrs", "level"], message: "heading level must be 1 to 6" });
  }
  if (node.type === "paragraph" && attrs.size != null && !richTextSizeSchema.safeParse(attrs.size).success) {
    ctx.addIssue({ code: "custom", path: ["attrs", "size"], message: `size must be one of ${RICH_TEXT_SIZES.join(", ")}` });
  }
}

export type RichTextNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: z.infer<typeof markSchema>[];
  content?: RichTextNode[];
};
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z
    .object({
      type: z.string().max(40),
      text: z.string().max(100_000).optional(),
      attrs: z.record(z.string(), z.unknown()).optional(),
      marks: z.array(markSchema).max(10).optional(),
      content: z.array(richTextNodeSchema).max(2_000).optional(),
    })
    .superRefine(checkNodeAttrs),
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
/**
 * The spec's rich-text preview (visitor-side section 9): whitespace collapsed, then exactly the first 200
 * characters plus an ellipsis when the text is longer (no word-boundary search: the spec counts characters).
 */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

/** A paragraph document from plain text, one paragraph per line: handy for seeds and tests. */
export function paragraphs(...lines: string[]): RichTextDoc {
  return {
    type: "doc",
    content: lines.map((line) => ({ type: "paragraph", content: line ? [{ type: "text", text: line }] : [] })),
  };
}
