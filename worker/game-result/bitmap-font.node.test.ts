import { describe, expect, it } from "vitest";
import { drawText, fontText, lineHeight, textWidth } from "./bitmap-font";

describe("the preview picture's font", () => {
  it("writes capitals without accents, ß as SS and unknown signs as ?", () => {
    expect(fontText("Zoë Müller-Straße")).toBe("ZOE MULLER-STRASSE");
    expect(fontText("Ана 🏌")).toBe("??? ?");
    expect(fontText("−1 (E) +2")).toBe("\u22121 (E) +2");
  });

  it("measures six pixels a sign and seven a line, times the scale", () => {
    expect(textWidth("AB", 1)).toBe(12);
    expect(textWidth("É", 5)).toBe(30);
    expect(lineHeight(6)).toBe(42);
  });

  it("sets the pixels of a sign and clips at the picture's edge", () => {
    const picture = { width: 7, height: 7, pixels: new Uint8Array(49) };
    drawText(picture, "-", 0, 0, 1, 1);
    // The hyphen: the middle three pixels of the fourth row.
    expect([...picture.pixels.subarray(21, 28)]).toEqual([0, 1, 1, 1, 0, 0, 0]);
    expect(picture.pixels.reduce((sum, pixel) => sum + pixel, 0)).toBe(3);
    drawText(picture, "#", 5, 5, 1, 2);
    expect(picture.pixels.length).toBe(49);
  });
});
