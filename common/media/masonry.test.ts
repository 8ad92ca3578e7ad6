import { describe, expect, it } from "vitest";
import { MASONRY_GAP, masonryBreakpoint, masonryColumnCount, masonryReferenceWidth, masonryStyles, placeMasonry } from "./masonry";

describe("placeMasonry", () => {
  it("puts each item into the shortest column, the leftmost on a tie", () => {
    // Column width (316 - 16) / 2 = 150: a 1:1 item is 150 high, a 1:2 item 300.
    const layout = placeMasonry(
      [
        { width: 100, height: 200 }, // col 0 (tie, leftmost): 0..300
        { width: 100, height: 100 }, // col 1: 0..150
        { width: 100, height: 100 }, // col 1 is shorter: 166..316
        { width: 100, height: 100 }, // col 0 (300 < 316): 316..466
      ],
      2,
      316,
    );
    expect(layout.columns).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(layout.boxes.map((b) => [b.column, b.x, b.y, b.height])).toEqual([
      [0, 0, 0, 300],
      [1, 166, 0, 150],
      [1, 166, 166, 150],
      [0, 0, 316, 150],
    ]);
    expect(layout.height).toBe(466);
  });

  it("keeps the gap between columns and between items of a column", () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ width: 640, height: 360 + 90 * (i % 5) }));
    const layout = placeMasonry(items, 3, 1088);
    const width = (1088 - 2 * MASONRY_GAP) / 3;
    for (const box of layout.boxes) {
      expect(box.width).toBeCloseTo(width);
      expect(box.x).toBeCloseTo(box.column * (width + MASONRY_GAP));
    }
    for (const column of layout.columns) {
      for (let i = 1; i < column.length; i++) {
        const above = layout.boxes[column[i - 1]!]!;
        expect(layout.boxes[column[i]!]!.y - (above.y + above.height)).toBeCloseTo(MASONRY_GAP);
      }
    }
    expect(layout.columns.flat().sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
  });

  it("balances columns: no column ends more than one item taller than another", () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ width: 800, height: 500 + ((i * 137) % 700) }));
    const layout = placeMasonry(items, 4, 1000);
    const bottoms = layout.columns.map((c) => layout.boxes[c.at(-1)!]!.y + layout.boxes[c.at(-1)!]!.height);
    const tallest = Math.max(...items.map((it) => ((1000 - 48) / 4) * (it.height / it.width)));
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(tallest + MASONRY_GAP);
  });

  it("handles no items, one column and items without a width", () => {
    expect(placeMasonry([], 3, 900)).toEqual({ columns: [[], [], []], boxes: [], height: 0 });
    const single = placeMasonry(
      [
        { width: 0, height: 0 },
        { width: 2, height: 1 },
      ],
      1,
      400,
    );
    expect(single.columns).toEqual([[0, 1]]);
    expect(single.boxes[0]!.height).toBe(400);
    expect(single.boxes[1]!.y).toBe(416);
  });
});

describe("masonryColumnCount", () => {
  it("fits as many 200 px columns as the width allows, up to the maximum, at least one", () => {
    expect(masonryColumnCount(1088, 4)).toBe(4);
    expect(masonryColumnCount(1088, 3)).toBe(3);
    expect(masonryColumnCount(600, 4)).toBe(2);
    expect(masonryColumnCount(648, 4)).toBe(3);
    expect(masonryColumnCount(150, 4)).toBe(1);
  });
});

describe("masonryStyles", () => {
  it("describes every column count: column, ratio sum and count above each item, and the list height", () => {
    const items = [
      { width: 100, height: 200 },
      { width: 100, height: 100 },
      { width: 100, height: 100 },
      { width: 100, height: 100 },
    ];
    const styles = masonryStyles(items, 2, () => 316);
    // One column: everything stacked.
    expect(styles.items.map((s) => [s["--c1"], s["--y1"], s["--n1"]])).toEqual([
      ["0", "0", "0"],
      ["0", "2", "1"],
      ["0", "3", "2"],
      ["0", "4", "3"],
    ]);
    expect(styles.list["--h1"]).toBe("max(calc(var(--cw) * 5 + 48px))");
    // Two columns: the placement of placeMasonry ([[0, 3], [1, 2]]).
    expect(styles.items.map((s) => [s["--c2"], s["--y2"], s["--n2"]])).toEqual([
      ["0", "0", "0"],
      ["1", "0", "0"],
      ["1", "1", "1"],
      ["0", "2", "1"],
    ]);
    expect(styles.list["--h2"]).toBe("max(calc(var(--cw) * 3 + 16px), calc(var(--cw) * 2 + 16px))");
  });

  it("positions match placeMasonry at the width the placement was computed for", () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ width: 640, height: 300 + ((i * 211) % 600) }));
    const width = 956;
    const styles = masonryStyles(items, 4, () => width);
    const layout = placeMasonry(items, 4, width);
    const cw = (width - 3 * MASONRY_GAP) / 4;
    for (const [i, box] of layout.boxes.entries()) {
      const s = styles.items[i]!;
      expect(Number(s["--c4"])).toBe(box.column);
      expect(Number(s["--y4"]) * cw + Number(s["--n4"]) * MASONRY_GAP).toBeCloseTo(box.y, 1);
    }
  });
});

describe("masonryReferenceWidth", () => {
  it("uses the desktop width for the desktop column count and the middle of the range otherwise", () => {
    expect(masonryBreakpoint(2)).toBe(416);
    expect(masonryReferenceWidth(4, 4, 1088)).toBe(1088);
    expect(masonryReferenceWidth(5, 5, 1088)).toBe(1088);
    expect(masonryReferenceWidth(2, 4, 1088)).toBe(524);
    expect(masonryReferenceWidth(1, 4, 1088)).toBe(308);
  });
});
