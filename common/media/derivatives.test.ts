import { describe, expect, it } from "vitest";
import { blurhashComponents, blurhashSize, variantPlan } from "./derivatives";
import { cropLayout, cropPixels, EDITOR_FOCAL_DEFAULT, objectPosition } from "./focal-crop";

describe("derivatives made in the browser", () => {
  it("computes the blurhash from a copy at most 32 px on its longest side", () => {
    expect(blurhashSize(6000, 4000)).toEqual({ width: 32, height: 21 });
    expect(blurhashSize(1000, 3000)).toEqual({ width: 11, height: 32 });
    expect(blurhashSize(10, 5)).toEqual({ width: 10, height: 5 });
    expect(blurhashSize(4000, 1)).toEqual({ width: 32, height: 1 });
    expect(blurhashComponents(4, 3)).toEqual([4, 3]);
    expect(blurhashComponents(3, 4)).toEqual([3, 4]);
  });

  it("plans width variants below the image's width for JPEG, PNG and WebP, none for GIF and SVG", () => {
    expect(variantPlan("image/jpeg", 1000, 500)).toEqual([
      { width: 320, height: 160 },
      { width: 640, height: 320 },
      { width: 960, height: 480 },
    ]);
    expect(variantPlan("image/png", 320, 100)).toEqual([]);
    expect(variantPlan("image/gif", 4000, 3000)).toEqual([]);
    expect(variantPlan("image/svg+xml", 4000, 3000)).toEqual([]);
  });
});

describe("focal point and crop", () => {
  it("places a focal point by object-position; the centre when none, and the editor starts there too", () => {
    expect(objectPosition({ x: 0.3, y: 0.75 })).toBe("30% 75%");
    expect(objectPosition(null)).toBe("50% 50%");
    expect(EDITOR_FOCAL_DEFAULT).toEqual({ x: 0.5, y: 0.5 });
    expect(objectPosition({ x: 1 / 3, y: 0 })).toBe("33.33% 0%");
  });

  it("lays a crop out as a clipping frame with the original scaled and shifted inside", () => {
    expect(cropLayout({ x: 25, y: 10, width: 50, height: 80 }, { width: 1000, height: 500 })).toEqual({
      frame: { aspectRatio: "500 / 400" },
      image: { width: "200%", height: "125%", left: "-50%", top: "-12.5%" },
    });
    expect(cropPixels({ x: 25, y: 10, width: 50, height: 80 }, { width: 1000, height: 500 })).toEqual({
      left: 250,
      top: 50,
      width: 500,
      height: 400,
      right: 250,
      bottom: 50,
    });
  });
});
