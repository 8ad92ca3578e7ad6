/**
 * A value computed once per distinct text in this isolate (docs/decisions/017): stored JSON parsed and validated,
 * an island's HTML rendered from its props.
 *
 * Every render reads rows from D1 afresh; what it skips is computing, again, what it already computed from the same
 * text. The computation must be a function of the text alone, so a remembered result is never stale: a changed row
 * is a different text and is computed anew. Results are frozen, so code that would change a shared value fails at
 * once (tests run the same code) instead of leaking into another render.
 */
export class TextMemo<T> {
  private readonly computed = new Map<string, T>();
  private chars = 0;

  /** `maxChars`: the texts kept, in characters, before the memo starts over. */
  constructor(
    private readonly compute: (text: string) => T,
    private readonly maxChars = 4_000_000,
  ) {}

  /** The value for `text`; `compute` stands in for the memo's own when the caller holds the text's source already. */
  get(text: string, compute: (text: string) => T = this.compute): T {
    const known = this.computed.get(text);
    if (known !== undefined) return known;
    const value = frozen(compute(text));
    if (this.chars + text.length > this.maxChars) {
      this.computed.clear();
      this.chars = 0;
    }
    this.computed.set(text, value);
    this.chars += text.length;
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
