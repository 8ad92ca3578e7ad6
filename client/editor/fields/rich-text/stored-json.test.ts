import { getSchema, type JSONContent } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { paragraphs, type RichTextDoc, richTextDocSchema } from "../../../../common/rich-text";
import { richTextExtensions } from "./extensions";
import { fromEditorJson, sameDoc, toEditorJson } from "./stored-json";

const schema = getSchema(richTextExtensions());
/** Through tiptap's schema and back, as the editor does when it loads and saves a document. */
const throughTiptap = (doc: RichTextDoc | null) => fromEditorJson(Node.fromJSON(schema, toEditorJson(doc)).toJSON() as JSONContent);

const FULL: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Titel" }] },
    { type: "heading", attrs: { level: 6 }, content: [{ type: "text", text: "Klein" }] },
    {
      type: "paragraph",
      attrs: { size: "large" },
      content: [
        { type: "text", text: "Gross " },
        { type: "text", text: "fett", marks: [{ type: "bold" }] },
      ],
    },
    {
      type: "paragraph",
      attrs: { size: "small" },
      content: [{ type: "text", text: "klein", marks: [{ type: "textStyle", attrs: { color: "accent" } }, { type: "italic" }] }],
    },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Kontakt", marks: [{ type: "link", attrs: { href: "/de/kontakt" } }] },
        { type: "hardBreak" },
        { type: "text", text: "Web", marks: [{ type: "link", attrs: { href: "https://example.ch" } }, { type: "bold" }] },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Eins" }] }] }] },
    { type: "orderedList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Zwei" }] }] }] },
    { type: "image", attrs: { src: "/media/a.jpg", alt: "Brille" } },
  ],
};

describe("stored rich text and tiptap JSON", () => {
  // Marks in tiptap's order (by schema rank): the editor compares against its own first conversion, so order never counts as a change.
  it("round-trips every node and mark the toolbar makes, unchanged", () => {
    expect(throughTiptap(FULL)).toEqual(FULL);
    expect(richTextDocSchema.safeParse(throughTiptap(FULL)).success).toBe(true);
    expect(sameDoc(throughTiptap(FULL), FULL)).toBe(true);
  });

  it("keeps only what the renderer reads: no null attributes, no link target, no empty text style", () => {
    const editorJson: JSONContent = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { size: null },
          content: [
            {
              type: "text",
              text: "a",
              marks: [{ type: "link", attrs: { href: "https://x.ch", target: "_blank", rel: "noopener", class: null, title: null } }],
            },
            { type: "text", text: "b", marks: [{ type: "textStyle", attrs: { color: null } }] },
          ],
        },
      ],
    };
    expect(fromEditorJson(editorJson)).toEqual({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "a", marks: [{ type: "link", attrs: { href: "https://x.ch" } }] },
            { type: "text", text: "b" },
          ],
        },
      ],
    });
  });

  it("loads the colour alias mark as textStyle, and unknown nodes and marks keep their text", () => {
    const stored: RichTextDoc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "rot", marks: [{ type: "color", attrs: { color: "primary" } }, { type: "underline" }] },
            { type: "mention", content: [{ type: "text", text: "@lea" }] },
          ],
        },
        { type: "callout", content: [{ type: "text", text: "Hinweis" }] },
        { type: "image", attrs: { src: "javascript:alert(1)" } },
      ],
    };
    expect(throughTiptap(stored)).toEqual({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "rot", marks: [{ type: "textStyle", attrs: { color: "primary" } }] },
            { type: "text", text: "@lea" },
          ],
        },
        { type: "paragraph", content: [{ type: "text", text: "Hinweis" }] },
      ],
    });
  });

  it("gives an empty document for null, and saves an emptied document as null", () => {
    expect(toEditorJson(null)).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(throughTiptap(null)).toBeNull();
    expect(throughTiptap(paragraphs("", " "))).toBeNull();
    expect(throughTiptap(paragraphs("Text"))).toEqual(paragraphs("Text"));
  });
});
