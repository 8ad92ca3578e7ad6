import { describe, expect, it } from "vitest";
import { initialGroups } from "./initial-groups";

const title = { name: "title", contentType: "localizedSingleValue", content: { fr: { text: "Anna" } } };

describe("the blocks a new page starts with", () => {
  it("a team page: a text block with the name, the function and the text", () => {
    expect(initialGroups("team", "fr", "Anna")).toEqual([
      {
        blockType: "richTextBlock",
        fields: [title, { name: "function", contentType: "localizedSingleValue" }, { name: "textBlock", contentType: "localizedRichText" }],
      },
    ]);
  });

  it("a service page: a hero with the name and kicker, then a text block", () => {
    expect(initialGroups("service", "fr", "Anna")).toEqual([
      { blockType: "hero", fields: [title, { name: "kicker", contentType: "localizedSingleValue" }] },
      { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText" }] },
    ]);
  });

  it("a testimonial page: the name, the quote and the function", () => {
    expect(initialGroups("testimonial", "fr", "Anna")).toEqual([
      {
        blockType: "richTextBlock",
        fields: [title, { name: "quote", contentType: "localizedRichText" }, { name: "function", contentType: "localizedSingleValue" }],
      },
    ]);
  });

  it("a page outside a collection: a hero with the name only, then a text block", () => {
    expect(initialGroups(null, "fr", "Anna")).toEqual([
      { blockType: "hero", fields: [title] },
      { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText" }] },
    ]);
  });
});
