import { describe, expect, it } from "vitest";
import { D1_BATCH_STATEMENTS, D1_LIMITS } from "./d1-limits";
import { batchesOf, rowInserts } from "./row-inserts";

const row = (columns: number, value = "v") => Object.fromEntries(Array.from({ length: columns }, (_, i) => [`c${i}`, `${value}${i}`]));

describe("rowInserts", () => {
  it("fills each statement up to 100 bound values, whole rows only, and keeps every value in order", () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(9, `r${i}-`));
    const statements = rowInserts("items", rows, { site_id: "$site" });
    expect(statements.map((statement) => statement.values.length)).toEqual([99, 99, 27]);
    expect(statements.flatMap((statement) => statement.values)).toEqual(rows.flatMap(Object.values));
    expect(statements[2]!.sql).toBe(
      "INSERT INTO items (`site_id`, `c0`, `c1`, `c2`, `c3`, `c4`, `c5`, `c6`, `c7`, `c8`) VALUES " +
        "($site, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9), ($site, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18), ($site, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27)",
    );
  });

  it("starts a new statement where the columns change (rows from archives of different schema versions)", () => {
    const statements = rowInserts("media", [row(2), row(2), row(3), row(2)]);
    expect(statements.map((statement) => [statement.sql.match(/^INSERT INTO media \(([^)]*)\)/)![1], statement.values.length])).toEqual([
      ["`c0`, `c1`", 4],
      ["`c0`, `c1`, `c2`", 3],
      ["`c0`, `c1`", 2],
    ]);
  });

  it("keeps the SQL text under 100 KB when long literals would pass it", () => {
    const statements = rowInserts(
      "t",
      Array.from({ length: 12 }, () => row(1)),
      { note: `'${"x".repeat(30_000)}'` },
    );
    expect(statements.map((statement) => statement.values.length)).toEqual([3, 3, 3, 3]);
    for (const statement of statements) expect(new TextEncoder().encode(statement.sql).byteLength).toBeLessThan(D1_LIMITS.statementBytes);
  });

  it("refuses a row D1 could not take in any statement", () => {
    expect(() => rowInserts("t", [row(101)])).toThrow(/101 columns are more than D1 binds in a query/);
  });
});

describe("batchesOf", () => {
  it("groups statements into batches of at most the Free plan's queries per invocation", () => {
    expect(batchesOf(Array.from({ length: 2 * D1_BATCH_STATEMENTS + 1 }, (_, i) => i)).map((batch) => batch.length)).toEqual([50, 50, 1]);
  });
});
