/**
 * A save of a whole object (the settings, a page's menu values) as the leaves it changed: each with the value it
 * had before and the one the owner gave it. The browser's journal keeps these (decision 117), so an edit a closed
 * tab never saw confirmed can be replayed on what the server holds by then: a leaf nobody else touched takes the
 * owner's value, a leaf that already holds it counts as saved, and a leaf someone else changed asks.
 */
export type Change = { path: readonly string[]; before: unknown; after: unknown };

/** Whether two JSON values are equal (a missing value and null count as the same; keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameJson(left[key], right[key]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at a path of an object (undefined where the path leads nowhere). */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value);
}

/** A copy of `value` with `leaf` set at `path` (the objects on the way are copied, everything else is kept). */
export function withValueAt<T>(value: T, path: readonly string[], leaf: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return leaf as T;
  const current: Record<string, unknown> = isRecord(value) ? value : {};
  return { ...current, [head]: withValueAt(current[head], rest, leaf) } as T;
}

/** The leaves (values that are not plain objects: texts, numbers, lists) in which `after` differs from `before`. */
export function changesBetween(before: unknown, after: unknown, path: readonly string[] = []): Change[] {
  // A missing value is null: the journal keeps JSON, which has no undefined.
  if (!isRecord(before) || !isRecord(after)) return sameJson(before, after) ? [] : [{ path, before: before ?? null, after: after ?? null }];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
}

/** Changes made one after another as one: per leaf, the value before the first and the value after the last. */
export function combineChanges(changes: readonly Change[]): Change[] {
  const byLeaf = new Map<string, Change>();
  for (const change of changes) {
    const key = JSON.stringify(change.path);
    const first = byLeaf.get(key);
    byLeaf.set(key, { path: change.path, before: first ? first.before : change.before, after: change.after });
  }
  return [...byLeaf.values()].filter((change) => !sameJson(change.before, change.after));
}

/**
 * How changes meet what the server holds now: `apply` are the leaves still as they were before (the owner's value
 * goes in), `conflicts` the leaves someone else changed to a third value. Leaves that already hold the owner's value
 * are in neither: they were saved.
 */
export function mergeChanges(current: unknown, changes: readonly Change[]): { apply: Change[]; conflicts: Change[] } {
  const open = changes.filter((change) => !sameJson(valueAt(current, change.path), change.after));
  return {
    apply: open.filter((change) => sameJson(valueAt(current, change.path), change.before)),
    conflicts: open.filter((change) => !sameJson(valueAt(current, change.path), change.before)),
  };
}

/** `current` with every change's owner value in place. */
export function applyChanges<T>(current: T, changes: readonly Change[]): T {
  return changes.reduce((value, change) => withValueAt(value, change.path, change.after), current);
}
