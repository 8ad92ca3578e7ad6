/** Pagination of the team split card: pages of `pageSize` items. */
export type PageInfo = { page: number; pageCount: number; start: number; end: number; hasPrevious: boolean; hasNext: boolean };

/** Page `page` (0-based, clamped) of `count` items in pages of `pageSize`; items start..end-1 are shown. */
export function pageInfo(page: number, count: number, pageSize: number): PageInfo {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(Math.max(0, count) / size));
  const current = Math.min(pageCount - 1, Math.max(0, Math.trunc(Number.isFinite(page) ? page : 0)));
  const start = current * size;
  return { page: current, pageCount, start, end: Math.min(count, start + size), hasPrevious: current > 0, hasNext: current < pageCount - 1 };
}
