import { describe, expect, it } from "vitest";
import { mediaSrcSet, parseMediaUrl, variantWidths } from "./media";

describe("mediaSrcSet", () => {
  it("lists the stored variants below the image's width, then the original at its own width", () => {
    expect(mediaSrcSet("/media/abc-1.jpg", 1000)).toBe(
      "/media/abc-1.jpg?w=320 320w, /media/abc-1.jpg?w=640 640w, /media/abc-1.jpg?w=960 960w, /media/abc-1.jpg 1000w",
    );
  });

  it("offers no variant of the image's own width or above", () => {
    expect(mediaSrcSet("/media/x.jpg", 640)).toBe("/media/x.jpg?w=320 320w, /media/x.jpg 640w");
    expect(mediaSrcSet("/media/x.jpg", 300)).toBe("/media/x.jpg 300w");
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("is empty for foreign addresses and unknown widths", () => {
    expect(mediaSrcSet("https://cdn.example/x.jpg", 800)).toBe("");
    expect(mediaSrcSet("/media/x.jpg", null)).toBe("");
    expect(mediaSrcSet("/media/../x.jpg", 800)).toBe("");
  });
});

describe("parseMediaUrl", () => {
  it("reads id and extension of our media addresses only", () => {
    expect(parseMediaUrl("/media/0b9f-42.webm")).toEqual({ id: "0b9f-42", extension: "webm" });
    expect(parseMediaUrl("/media/a.jpg?w=320")).toBeNull();
    expect(parseMediaUrl("/other/a.jpg")).toBeNull();
  });
});
