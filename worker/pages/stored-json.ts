/**
 * Stored JSON parsed once per distinct text in this isolate (docs/decisions/017).
 *
 * Every render reads rows from D1 afresh; what it skips is validating, again, a text it has already validated.
 * Equal text always parses to an equal value, so a remembered result is never stale: a changed row is a different
 * text and is parsed anew. Results are frozen, so code that would change a shared value fails at once (tests run
 * the same code) instead of leaking into another render.
 */
export class StoredJson<T> {
  private readonly parsed = new Map<string, T>();
  private chars = 0;

  /** `maxChars`: the texts kept, in characters, before the memo starts over. */
  constructor(
    private readonly parse: (json: string) => T,
    private readonly maxChars = 4_000_000,
  ) {}

  get(json: string): T {
    const known = this.parsed.get(json);
    if (known !== undefined) return known;
    const value = frozen(this.parse(json));
    if (this.chars + json.length > this.maxChars) {
      this.parsed.clear();
      this.chars = 0;
    }
    this.parsed.set(json, value);
    this.chars += json.length;
    return value;
  }
}

/** Freezes a value and everything it holds (once; frozen parts are skipped). */
export function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}
