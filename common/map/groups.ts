/**
 * Markers that would overlap on screen become one group marker (a course's holes lie 100-200 m apart: at the
 * zoom that fits a whole course on a phone they cover each other, and a covered marker cannot be tapped).
 * Pure functions: the engine projects the markers and draws the groups.
 */

/** A marker's position on screen, in px. */
export type ScreenPoint = { x: number; y: number };

/** The badge of one marker is 36 px wide and high; a group's pill grows with its label. */
export const MARKER_SIZE = 36;
/** Room kept clear between two targets (WCAG 2.2 target size: no target may cover another). */
export const MARKER_MARGIN = 6;

/** The width in px of a group's pill for its label (bold digits of about 9.5 px, padding and border 26 px). */
export function groupWidth(label: string): number {
  return Math.max(MARKER_SIZE, Math.ceil(26 + 9.5 * label.length));
}

/**
 * Groups the points: the two groups (single points at first) whose boxes overlap most merge while any two
 * overlap, a merged group standing at the centroid of its points with the width widthOf gives it. Boxes keep
 * MARKER_MARGIN between them. Each group lists the indices of its points in ascending order; groups are ordered
 * by their first index.
 */
export function groupNearby(points: readonly ScreenPoint[], widthOf: (members: readonly number[]) => number = () => MARKER_SIZE): number[][] {
  const groups = points.map((point, index) => ({ members: [index], x: point.x, y: point.y, width: widthOf([index]) }));
  for (;;) {
    let closest: [number, number] | null = null;
    let best = 1;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i];
        const b = groups[j];
        if (!a || !b) continue;
        // Below 1 on both axes, the boxes (with their margin) overlap; the smaller, the deeper.
        const depth = Math.max(Math.abs(a.x - b.x) / ((a.width + b.width) / 2 + MARKER_MARGIN), Math.abs(a.y - b.y) / (MARKER_SIZE + MARKER_MARGIN));
        if (depth < best) {
          best = depth;
          closest = [i, j];
        }
      }
    }
    if (!closest) break;
    const [i, j] = closest;
    const a = groups[i];
    const b = groups[j];
    if (!a || !b) break;
    const members = [...a.members, ...b.members].sort((m, n) => m - n);
    const x = members.reduce((sum, m) => sum + (points[m]?.x ?? 0), 0) / members.length;
    const y = members.reduce((sum, m) => sum + (points[m]?.y ?? 0), 0) / members.length;
    groups.splice(j, 1);
    groups[i] = { members, x, y, width: widthOf(members) };
  }
  return groups.map((group) => group.members).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

/** The numbers of a group as page ranges: [2, 3, 4, 9] is "2–4, 9"; duplicates (a stop's pair) count once. */
export function groupLabel(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0];
  for (let i = 0; i < sorted.length; i++) {
    const current = sorted[i] as number;
    const next = sorted[i + 1];
    if (next === current + 1) continue;
    ranges.push(start === current ? String(current) : `${start}–${current}`);
    start = next;
  }
  return ranges.join(", ");
}

/** A stable key of a grouping: the engine redraws the group markers only when it changes. */
export function groupingKey(groups: readonly number[][]): string {
  return groups
    .filter((group) => group.length > 1)
    .map((group) => group.join(","))
    .join("|");
}
