import { describe, expect, it } from "vitest";
import { readMode, withMode } from "./query-flags";

describe("editor query flags", () => {
  it("reads the open overlay from the query", () => {
    expect(readMode("?toolbar=1")).toBe("toolbar");
    expect(readMode("?pagemenu=1&searchquery=brille")).toBe("pagemenu");
    expect(readMode("")).toBe("closed");
  });

  it("opening the page menu or settings removes the toolbar flag; closing removes all three", () => {
    expect(withMode("?toolbar=1", "pagemenu")).toBe("?pagemenu=1");
    expect(withMode("?pagemenu=1", "settings")).toBe("?settings=1");
    expect(withMode("?settings=1&searchquery=x", "closed")).toBe("?searchquery=x");
    expect(withMode("?toolbar=1&pagemenu=1&settings=1", "closed")).toBe("");
  });
});
