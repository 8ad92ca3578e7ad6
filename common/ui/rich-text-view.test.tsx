import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichTextDoc } from "../rich-text";
import { RichTextView } from "./rich-text-view";

const html = (doc: RichTextDoc) => renderToString(<RichTextView doc={doc} />);
const colored = (color: unknown, type = "textStyle"): RichTextDoc => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Farbe", marks: [{ type, attrs: { color } }] }] }],
});

describe("allowlist renderer", () => {
  it("renders palette colours as classes", () => {
    expect(html(colored("primary"))).toBe('<div class="rich-text"><p><span><span class="text-color-primary">Farbe</span></span></p></div>');
    expect(html(colored("muted", "color"))).toContain('class="text-color-muted"');
  });

  it.each(["red", "#ff0000", "var(--color-primary)", "primary; background:url(x)", "PRIMARY", null, 3])("drops the colour %j and keeps the text", (color) => {
    const out = html(colored(color));
    expect(out).toBe('<div class="rich-text"><p><span>Farbe</span></p></div>');
  });

  it("renders paragraph sizes from the allowlist only and heading levels 1 to 6", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "paragraph", attrs: { size: "large" }, content: [{ type: "text", text: "gross" }] },
        { type: "paragraph", attrs: { size: "huge" }, content: [{ type: "text", text: "riesig" }] },
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "H3" }] },
        { type: "heading", attrs: { level: 9 }, content: [{ type: "text", text: "H9" }] },
      ],
    };
    expect(html(doc)).toBe(
      '<div class="rich-text"><p class="text-size-large"><span>gross</span></p><p><span>riesig</span></p><h3><span>H3</span></h3><h2><span>H9</span></h2></div>',
    );
  });

  it("opens page and phone links in the same tab, web and e-mail links in a new one", () => {
    const link = (href: string) =>
      html({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] }] });
    expect(link("/de/kontakt")).toContain('<a href="/de/kontakt">x</a>');
    expect(link("tel:+41520000000")).toContain('<a href="tel:+41520000000">x</a>');
    expect(link("https://example.ch")).toContain('<a href="https://example.ch/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(link("mailto:lea@example.ch")).toContain('<a href="mailto:lea@example.ch" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
