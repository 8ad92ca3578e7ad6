// A 5 × 7 pixel font for the result's preview image (decision 129): capitals, digits and the signs a score line
// needs. Other letters are written without their accents (NFD), unknown signs as "?".

const ROWS = 7;
const COLUMNS = 5;

// Each glyph: seven rows of five pixels, "#" set.
const GLYPHS: Record<string, string> = {
  A: ".###. #...# #...# ##### #...# #...# #...#",
  B: "####. #...# #...# ####. #...# #...# ####.",
  C: ".###. #...# #.... #.... #.... #...# .###.",
  D: "####. #...# #...# #...# #...# #...# ####.",
  E: "##### #.... #.... ####. #.... #.... #####",
  F: "##### #.... #.... ####. #.... #.... #....",
  G: ".###. #...# #.... #.### #...# #...# .####",
  H: "#...# #...# #...# ##### #...# #...# #...#",
  I: ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
  J: "..### ...#. ...#. ...#. ...#. #..#. .##..",
  K: "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
  L: "#.... #.... #.... #.... #.... #.... #####",
  M: "#...# ##.## #.#.# #.#.# #...# #...# #...#",
  N: "#...# #...# ##..# #.#.# #..## #...# #...#",
  O: ".###. #...# #...# #...# #...# #...# .###.",
  P: "####. #...# #...# ####. #.... #.... #....",
  Q: ".###. #...# #...# #...# #.#.# #..#. .##.#",
  R: "####. #...# #...# ####. #.#.. #..#. #...#",
  S: ".#### #.... #.... .###. ....# ....# ####.",
  T: "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
  U: "#...# #...# #...# #...# #...# #...# .###.",
  V: "#...# #...# #...# #...# #...# .#.#. ..#..",
  W: "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
  X: "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
  Y: "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
  Z: "##### ....# ...#. ..#.. .#... #.... #####",
  "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
  "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
  "2": ".###. #...# ....# ...#. ..#.. .#... #####",
  "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
  "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
  "5": "##### #.... ####. ....# ....# #...# .###.",
  "6": "..##. .#... #.... ####. #...# #...# .###.",
  "7": "##### ....# ...#. ..#.. .#... .#... .#...",
  "8": ".###. #...# #...# .###. #...# #...# .###.",
  "9": ".###. #...# #...# .#### ....# ...#. .##..",
  " ": "..... ..... ..... ..... ..... ..... .....",
  ".": "..... ..... ..... ..... ..... .##.. .##..",
  ",": "..... ..... ..... ..... .##.. ..#.. .#...",
  "'": "..#.. ..#.. .#... ..... ..... ..... .....",
  "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
  "-": "..... ..... ..... .###. ..... ..... .....",
  "\u2212": "..... ..... ..... ##### ..... ..... .....",
  "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
  "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
  ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
  ":": "..... .##.. .##.. ..... .##.. .##.. .....",
  "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
  "/": "..... ....# ...#. ..#.. .#... #.... .....",
  "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
  "*": "..... ..#.. #.#.# .###. #.#.# ..#.. .....",
  "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
};

const BITMAPS = new Map(Object.entries(GLYPHS).map(([sign, rows]) => [sign, rows.replaceAll(" ", "")]));

/** The text in the signs the font has: capitals, accents dropped, ß as SS, anything else "?". */
export function fontText(text: string): string {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").replaceAll("ß", "SS").toUpperCase();
  return Array.from(plain, (sign) => (BITMAPS.has(sign) ? sign : "?")).join("");
}

/** Width in pixels of `text` at `scale` (each sign five pixels and one of space, times the scale). */
export function textWidth(text: string, scale: number): number {
  return Array.from(fontText(text)).length * (COLUMNS + 1) * scale;
}

/** Height in pixels of a line at `scale`. */
export const lineHeight = (scale: number) => ROWS * scale;

/** Draws `text` into palette pixels with its top left at (x, y); pixels outside the picture are left out. */
export function drawText(target: { width: number; height: number; pixels: Uint8Array }, text: string, x: number, y: number, scale: number, colour: number) {
  let left = x;
  for (const sign of fontText(text)) {
    const bitmap = BITMAPS.get(sign)!;
    for (let row = 0; row < ROWS; row++)
      for (let column = 0; column < COLUMNS; column++)
        if (bitmap[row * COLUMNS + column] === "#") fill(target, left + column * scale, y + row * scale, scale, scale, colour);
    left += (COLUMNS + 1) * scale;
  }
}

/** Fills a rectangle of palette pixels, clipped to the picture. */
export function fill(target: { width: number; height: number; pixels: Uint8Array }, x: number, y: number, width: number, height: number, colour: number) {
  const x0 = Math.max(0, x);
  const x1 = Math.min(target.width, x + width);
  for (let row = Math.max(0, y); row < Math.min(target.height, y + height); row++) target.pixels.fill(colour, row * target.width + x0, row * target.width + x1);
}
