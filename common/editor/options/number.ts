/** A number option's range: the minimum defaults to 1 (editor-side section 5), no maximum unless the block has one. */
export type NumberRange = { min?: number; max?: number };

const bounds = (range: NumberRange) => ({ min: range.min ?? 1, max: range.max ?? Number.POSITIVE_INFINITY });

/** Clamps to the range; a missing or non-finite value becomes the minimum. */
export function clampNumber(value: number | null | undefined, range: NumberRange = {}): number {
  const { min, max } = bounds(range);
  if (value == null || !Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Typed text parsed as an integer (leading digits, as parseInt reads them) and clamped; empty or unreadable text is the minimum. */
export function parseNumberInput(text: string, range: NumberRange = {}): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return clampNumber(Number.isNaN(parsed) ? null : parsed, range);
}

/** One stepper button press: the value moved by `delta`, kept in range. */
export function stepNumber(value: number | null | undefined, delta: number, range: NumberRange = {}): number {
  return clampNumber(clampNumber(value, range) + delta, range);
}
