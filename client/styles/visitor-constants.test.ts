import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The declarations of the first rule whose selector is exactly `selector` in a stylesheet. */
function rule(file: string, selector: string): string {
  const css = readFileSync(new URL(file, import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = css.match(new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, "m"));
  if (!match) throw new Error(`no rule ${selector} in ${file}`);
  return match[1]!;
}

// Visitor-side section 9, the layout constants the stylesheets carry (the browser check in
// browser-tests/spec-details.test.ts measures the header and the cards on the demo site).
describe("visitor layout constants", () => {
  it("default header height 120", () => {
    expect(rule("../styles.css", ":root")).toMatch(/--header-height:\s*120px;/);
  });
  it("card width 300, 250 in four columns", () => {
    expect(rule("../styles.css", ".card-grid")).toMatch(/--card-width:\s*300px;/);
    expect(rule("../styles.css", ".card-grid")).toMatch(/minmax\(min\(100%, var\(--card-width\)\), 1fr\)/);
    expect(rule("../styles.css", ".card-grid--4")).toMatch(/--card-width:\s*250px;/);
  });
  it("the slider height adapter's minimum is 200 px", () => {
    expect(rule("./sliders.css", ".scroll-slider.is-enhanced .scroll-slider__viewport")).toMatch(/min-height:\s*200px;/);
  });
});
