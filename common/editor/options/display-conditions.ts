/**
 * Option display conditions (editor-side section 5): an option shows only when another option of the block
 * compares as stated. Booleans compare for equality only; numbers with >, <, = and !=. Anything else is false.
 */
export type DisplayCondition = { option: string; operator: "=" | "!=" | ">" | "<"; value: boolean | number };

/** Whether `condition` holds for the block's current option values. */
export function conditionHolds(condition: DisplayCondition, values: Record<string, unknown>): boolean {
  const actual = values[condition.option];
  const expected = condition.value;
  if (typeof expected === "boolean") return typeof actual === "boolean" && condition.operator === "=" && actual === expected;
  if (typeof expected !== "number" || typeof actual !== "number" || !Number.isFinite(actual) || !Number.isFinite(expected)) return false;
  switch (condition.operator) {
    case ">":
      return actual > expected;
    case "<":
      return actual < expected;
    case "=":
      return actual === expected;
    case "!=":
      return actual !== expected;
    default:
      return false;
  }
}

/** True when an option with this (optional) condition shows; an option without one always shows. */
export function isOptionShown(condition: DisplayCondition | undefined, values: Record<string, unknown>): boolean {
  return condition === undefined || conditionHolds(condition, values);
}

/**
 * The options of a save that may be stored: those whose option shows with the values after the save. A hidden
 * option is not saved (editor-side section 5).
 */
export function shownChanges<T>(
  changes: Record<string, T>,
  conditions: Record<string, DisplayCondition | undefined>,
  valuesAfter: Record<string, unknown>,
): Record<string, T> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => isOptionShown(conditions[key], valuesAfter)));
}

/**
 * Two switches that exclude each other (background overlay: triangle and bubble, editor-side section 5): turning
 * one on turns the other off in the same save; turning one off leaves the other as it is.
 */
export function exclusiveSwitch<K extends string>(values: Record<K, boolean>, key: K, on: boolean, other: K): Record<K, boolean> {
  return { ...values, [key]: on, ...(on ? { [other]: false } : {}) } as Record<K, boolean>;
}
