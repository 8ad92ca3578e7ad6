import { describe, expect, it } from "vitest";
import { rendersIsland } from "./define";
import { BLOCKS } from "./registry";

describe("which blocks make a page load the islands entry", () => {
  it.each([
    ["teamContainer", {}, false],
    ["teamContainer", { gridLayout: "split" }, true],
    ["imageBoard", { gridLayout: "grid" }, false],
    ["imageBoard", { gridLayout: "carousel" }, true],
    ["goFeed", { gridLayout: "carousel" }, true],
    ["stepFeedBoard", { layout: "list" }, false],
    ["stepFeedBoard", { layout: "slider" }, true],
    ["stepFeedBoard", { layout: "no such layout" }, false],
    ["contactForm", {}, true],
    ["richTextBlock", {}, false],
  ] as const)("%s with %o: %s", (type, options, expected) => {
    expect(rendersIsland(BLOCKS[type], options)).toBe(expected);
  });
});
