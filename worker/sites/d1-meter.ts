/**
 * Local measurement only (`npm run bench:scale`): a D1 binding that adds up the rows each statement read (D1's
 * `meta.rows_read`), for the `X-D1-Rows-Read` header of a request that asks for it with `X-D1-Meter: on` where the
 * local stand-ins are on (never in production). `first` and `raw` go through `all` so their meta is seen.
 */
export function meteredD1(db: D1Database): { db: D1Database; rowsRead: () => number } {
  let rows = 0;
  const count = <T extends D1Result<unknown>>(result: T): T => {
    rows += result.meta?.rows_read ?? 0;
    return result;
  };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (prop === "all") return async () => count(await target.all());
        if (prop === "run") return async () => count(await target.run());
        if (prop === "first")
          return async (column?: string) => {
            const row = (await wrap(target).all<Record<string, unknown>>()).results[0] ?? null;
            return column === undefined || row === null ? row : (row[column] ?? null);
          };
        if (prop === "raw") return async () => (await wrap(target).all<Record<string, unknown>>()).results.map((row) => Object.values(row));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(wrapper, statement);
    return wrapper;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch")
        return async (list: D1PreparedStatement[]) => (await target.batch(list.map((s) => originals.get(s) ?? s))).map((result) => count(result));
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, rowsRead: () => rows };
}
