import { D1_BATCH_STATEMENTS, D1_LIMITS } from "./d1-limits";

/** A stored value as D1 takes it. */
export type RowValue = string | number | null;
/** A statement to prepare: its SQL text and the values bound to `?1`, `?2`, ... */
export type PlannedStatement = { sql: string; values: RowValue[] };

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * Multi-row INSERTs of `rows` into `table`, each inside D1's limits: at most 100 bound values and 100 KB of SQL.
 * Consecutive rows with the same columns share a statement. `literals` are columns written as SQL text rather than
 * bound (`site_id` as `$site`, which the site binding inlines), so they cost no parameter.
 */
export function rowInserts(table: string, rows: readonly Record<string, RowValue>[], literals: Record<string, string> = {}): PlannedStatement[] {
  const statements: PlannedStatement[] = [];
  let columns: string[] = [];
  let head = "";
  let tuples: string[] = [];
  let values: RowValue[] = [];
  let size = 0;
  const flush = () => {
    if (tuples.length) statements.push({ sql: head + tuples.join(", "), values });
    tuples = [];
    values = [];
    size = bytes(head);
  };
  const tupleFrom = (first: number) => `(${[...Object.values(literals), ...columns.map((_, i) => `?${first + i}`)].join(", ")})`;
  for (const row of rows) {
    const rowColumns = Object.keys(row);
    if (rowColumns.join() !== columns.join()) {
      columns = rowColumns;
      if (columns.length > D1_LIMITS.boundParametersPerQuery) throw new Error(`${table}: ${columns.length} columns are more than D1 binds in a query`);
      flush();
      head = `INSERT INTO ${table} (${[...Object.keys(literals), ...columns].map((column) => `\`${column}\``).join(", ")}) VALUES `;
      size = bytes(head);
    }
    if (values.length + columns.length > D1_LIMITS.boundParametersPerQuery || size + bytes(tupleFrom(values.length + 1)) + 2 >= D1_LIMITS.statementBytes)
      flush();
    const tuple = tupleFrom(values.length + 1);
    size += bytes(tuple) + 2;
    if (size >= D1_LIMITS.statementBytes) throw new Error(`${table}: one row's INSERT is longer than D1 takes`);
    tuples.push(tuple);
    values.push(...columns.map((column) => row[column] ?? null));
  }
  flush();
  return statements;
}

/** Statements in batches of at most D1_BATCH_STATEMENTS. */
export function batchesOf<T>(statements: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < statements.length; i += D1_BATCH_STATEMENTS) batches.push(statements.slice(i, i + D1_BATCH_STATEMENTS));
  return batches;
}
