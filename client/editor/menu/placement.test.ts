import { describe, expect, it } from "vitest";
import { placeMenu } from "./placement";

const viewport = { width: 1280, height: 800 };

describe("placeMenu", () => {
  it("opens below its button when it fits", () => {
    expect(placeMenu({ left: 100, top: 50, width: 32, height: 32 }, { width: 280, height: 300 }, viewport)).toEqual({ left: 100, top: 82 });
  });

  it("shifts 16 px inside the right edge when it would overflow it", () => {
    expect(placeMenu({ left: 1200, top: 50, width: 32, height: 32 }, { width: 280, height: 300 }, viewport)).toEqual({ left: 1280 - 280 - 16, top: 82 });
  });

  it("shifts 16 px above the bottom edge when it would overflow it", () => {
    expect(placeMenu({ left: 100, top: 700, width: 32, height: 32 }, { width: 280, height: 300 }, viewport)).toEqual({ left: 100, top: 800 - 300 - 16 });
  });

  it("never leaves the top-left corner on a tiny viewport", () => {
    expect(placeMenu({ left: 10, top: 10, width: 32, height: 32 }, { width: 500, height: 900 }, { width: 390, height: 700 })).toEqual({ left: 0, top: 0 });
  });
});
