import { z } from "zod";

/**
 * Nesting limits for stored JSON. SQLite's JSON functions give up at 1,000 levels, and recursive parsers and
 * renderers run out of stack long before a hostile body does; so depth is checked iteratively, before any
 * recursive schema or renderer walks the value.
 */
export const MAX_REQUEST_JSON_DEPTH = 64;
/** Rich text: levels of nodes below the doc (a list in a list in a list is about 9). */
export const MAX_RICH_TEXT_DEPTH = 20;
/** The value of one block option. */
export const MAX_OPTION_VALUE_DEPTH = 12;

/** True when `value` nests arrays/objects deeper than `limit` levels (a scalar is depth 0). Never recurses. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** Wraps a (recursive) schema so that values nested deeper than `limit` are refused before it runs. */
export function depthBounded<S extends z.ZodType>(schema: S, limit: number, message: string) {
  return z
    .unknown()
    .refine((value) => !nestsDeeperThan(value, limit), { message, abort: true })
    .pipe(schema);
}
