import { describe, expect, it } from "vitest";
import { renderedToText } from "./teaser";

describe("renderedToText", () => {
  it("removes tags, decodes entities and tidies WordPress's read-more ellipsis", () => {
    expect(renderedToText("<p>Sehtest &amp; Beratung &#8211; 5&nbsp;Tipps&#x21; [&hellip;]</p>\n")).toBe("Sehtest & Beratung – 5 Tipps! …");
    expect(renderedToText("Kein &unknown; Tag")).toBe("Kein &unknown; Tag");
  });
});
