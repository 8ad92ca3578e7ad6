import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichTextDoc } from "../rich-text";
import { defineIsland } from "../islands/define";
import { Island } from "../islands/island";
import { RichTextView } from "./rich-text-view";

const PAYLOADS = readFileSync(new URL("../../../shared/fixtures/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

/** Executable markup: script elements, event handler attributes, or dangerous URL schemes in attributes. */
function executable(html: string): string | null {
  const script = html.match(/<script(?![^>]*type="application\/json")[^>]*>/i);
  if (script) return script[0];
  const handler = html.match(/<[^>]+\son[a-z]+\s*=/i);
  if (handler) return handler[0];
  const url = html.match(/(href|src|action|formaction)\s*=\s*"\s*(javascript|data|vbscript):/i);
  return url ? url[0] : null;
}

function Echo({ text }: { text: string }) {
  return <p>{text}</p>;
}
const echoIsland = defineIsland("echo", async () => Echo);

describe("XSS corpus", () => {
  it("loads the fixture", () => {
    expect(PAYLOADS.length).toBeGreaterThan(20);
  });

  it.each(PAYLOADS)("rich text text, link and image never execute: %s", (payload) => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: payload,
              marks: [
                { type: "link", attrs: { href: payload } },
                { type: "textStyle", attrs: { color: payload } },
              ],
            },
          ],
        },
        { type: "heading", attrs: { level: payload }, content: [{ type: "text", text: payload }] },
        { type: "image", attrs: { src: payload, alt: payload } },
        { type: payload, content: [{ type: "text", text: payload }] },
      ],
    };
    const html = renderToString(<RichTextView doc={doc} />);
    expect(executable(html)).toBeNull();
  });

  it.each(PAYLOADS)("island props stay inside their JSON script: %s", (payload) => {
    const html = renderToString(<Island island={echoIsland} component={Echo} props={{ text: payload }} />);
    expect(executable(html)).toBeNull();
    const json = html.match(/<script type="application\/json" data-island-props="echo">([\s\S]*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json!)).toEqual({ text: payload });
  });
});
