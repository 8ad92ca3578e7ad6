/**
 * Cloudflare D1's published limits (https://developers.cloudflare.com/d1/platform/limits/, "Limits" table, read
 * 2026-11): code that writes many rows at once stays inside them (docs/decisions/120).
 */
export const D1_LIMITS = {
  /** "Maximum bound parameters per query": 100. */
  boundParametersPerQuery: 100,
  /** "Maximum SQL statement length": 100,000 bytes (the SQL text; bound values count toward the 2 MB row size). */
  statementBytes: 100_000,
  /** "Maximum SQL query duration": 30 seconds (a multi-row INSERT of 100 values takes milliseconds). */
  queryMilliseconds: 30_000,
  /** "Queries per Worker invocation (read subrequest limits)": 1,000 on Workers Paid. */
  queriesPerInvocationPaid: 1_000,
  /** The same on the Free plan: 50. */
  queriesPerInvocationFree: 50,
} as const;

/**
 * Most statements sent in one batch: the Free plan's queries per invocation, so a batch that is its own invocation
 * (each call of wrangler's bindings from a command) fits on either plan. Each statement of a batch counts as a query.
 */
export const D1_BATCH_STATEMENTS = D1_LIMITS.queriesPerInvocationFree;
