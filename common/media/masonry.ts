/** Masonry placement (visitor-side section 9: gap 16, re-layout on resize debounced 50 ms). Pure: no DOM. */

export const MASONRY_GAP = 16;
export const MASONRY_RESIZE_DEBOUNCE_MS = 50;
/** Narrowest column the layout accepts before it drops a column. */
export const MASONRY_MIN_COLUMN_WIDTH = 200;

export type MasonryItem = { width: number; height: number };
export type MasonryBox = { column: number; x: number; y: number; width: number; height: number };
export type MasonryLayout = {
  /** Item indices per column, top to bottom. */
  columns: number[][];
  /** Where each item goes, in the order of the input. */
  boxes: MasonryBox[];
  /** Height of the tallest column. */
  height: number;
};

/** How many columns fit in `containerWidth`: at most `maxColumns`, each at least MASONRY_MIN_COLUMN_WIDTH wide, at least 1. */
export function masonryColumnCount(containerWidth: number, maxColumns: number, gap = MASONRY_GAP, minColumnWidth = MASONRY_MIN_COLUMN_WIDTH): number {
  const fit = Math.floor((containerWidth + gap) / (minColumnWidth + gap));
  return Math.max(1, Math.min(maxColumns, fit));
}

/**
 * Places items one after another into the currently shortest column (the leftmost one on a tie). Each item is
 * scaled to the column width; items in a column and the columns themselves are `gap` apart.
 */
export function placeMasonry(items: readonly MasonryItem[], columnCount: number, containerWidth: number, gap = MASONRY_GAP): MasonryLayout {
  const count = Math.max(1, Math.floor(columnCount));
  const columnWidth = Math.max(0, (containerWidth - gap * (count - 1)) / count);
  const heights = new Array<number>(count).fill(0);
  const columns: number[][] = Array.from({ length: count }, () => []);
  const boxes = items.map((item, index) => {
    let column = 0;
    for (let c = 1; c < count; c++) if (heights[c]! < heights[column]!) column = c;
    const height = item.width > 0 ? (columnWidth * item.height) / item.width : columnWidth;
    const y = heights[column]! + (columns[column]!.length ? gap : 0);
    heights[column] = y + height;
    columns[column]!.push(index);
    return { column, x: column * (columnWidth + gap), y, width: columnWidth, height };
  });
  return { columns, boxes, height: Math.max(0, ...heights) };
}

/** Narrowest container width at which `k` columns fit (the container queries of client/styles/media.css). */
export function masonryBreakpoint(k: number, gap = MASONRY_GAP, minColumnWidth = MASONRY_MIN_COLUMN_WIDTH): number {
  return k * (minColumnWidth + gap) - gap;
}

/** Container width a layout of `k` columns is computed for before the real width is known. */
export function masonryReferenceWidth(k: number, maxColumns: number, desktopWidth: number): number {
  if (masonryColumnCount(desktopWidth, maxColumns) === k) return desktopWidth;
  return Math.round((masonryBreakpoint(k) + masonryBreakpoint(k + 1)) / 2);
}

/**
 * The masonry as CSS custom properties, for every column count from 1 to `maxColumns`: per item its column
 * (--cK), the sum of the aspect ratios above it in that column (--yK) and how many items are above it (--nK); for
 * the list its height (--hK) as a max() over the columns. With the column width --cw the stylesheet turns these into
 * positions, so the layout is right for any width before (and without) JavaScript. `widthFor(k)` is the container
 * width the placement of k columns is computed for (the placement depends on it only through the gaps).
 */
export function masonryStyles(items: readonly MasonryItem[], maxColumns: number, widthFor: (k: number) => number, gap = MASONRY_GAP) {
  const list: Record<string, string> = {};
  const perItem: Record<string, string>[] = items.map(() => ({}));
  const ratio = (item: MasonryItem) => (item.width > 0 ? item.height / item.width : 1);
  for (let k = 1; k <= maxColumns; k++) {
    const layout = placeMasonry(items, k, widthFor(k), gap);
    const heights: string[] = [];
    for (const [c, column] of layout.columns.entries()) {
      let sum = 0;
      for (const [n, index] of column.entries()) {
        perItem[index]![`--c${k}`] = String(c);
        perItem[index]![`--y${k}`] = String(round(sum));
        perItem[index]![`--n${k}`] = String(n);
        sum += ratio(items[index]!);
      }
      if (column.length) heights.push(`calc(var(--cw) * ${round(sum)} + ${(column.length - 1) * gap}px)`);
    }
    list[`--h${k}`] = heights.length ? `max(${heights.join(", ")})` : "0px";
  }
  return { list, items: perItem };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
