import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect-target";

const ORIGIN = "https://site.test";
const next = (target: string | undefined) => sameOriginPath(target, ORIGIN, "/");

describe("sameOriginPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(next("/de/edit/ueber-uns")).toBe("/de/edit/ueber-uns");
    expect(next("/de/edit?x=1#a")).toBe("/de/edit?x=1#a");
    expect(next("https://site.test/fr")).toBe("/fr");
  });
  it("refuses every way out of the origin, including the ones a prefix check misses", () => {
    for (const target of [
      "//evil.test/x",
      "https://evil.test",
      "/\t/evil.test",
      "/\\evil.test",
      "\\\\evil.test",
      "/%09/evil.test".replace("%09", "\t"),
      "http://site.test/x",
      "javascript:alert(1)",
      " //evil.test",
    ]) {
      expect(next(target), JSON.stringify(target)).toBe("/");
    }
  });
  it("refuses control characters (CR, LF, NUL) instead of sending them into a Location header", () => {
    for (const target of ["/de\r\nSet-Cookie: x=1", "/de\n", "/de\u0000", "/de\u007f"]) expect(next(target)).toBe("/");
    expect(next(undefined)).toBe("/");
    expect(next("")).toBe("/");
  });
});
