/**
 * Bindings of wrangler's local platform proxy with their idempotent calls retried. The proxy closes keep-alive
 * sockets idle for about 5 s, and on a loaded machine a call can go out on a closed one ("fetch failed", a
 * TypeError; scripts/seed.ts retries its puts for the same reason). Reads, and R2 puts and deletes of a given key,
 * are safe to repeat; D1 writes and batches are not retried (a failed one may have been applied).
 */
export const retried =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(...args);
      } catch (error) {
        if (attempt >= 4 || !(error instanceof TypeError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  };

function retrying<T extends object>(target: T, methods: ReadonlySet<string | symbol>): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      const bound = value.bind(object);
      return methods.has(property) ? retried(bound) : bound;
    },
  });
}

export const retryingBucket = (bucket: R2Bucket) => retrying(bucket, new Set(["head", "get", "list", "put", "delete"]));
export const retryingKv = (kv: KVNamespace) => retrying(kv, new Set(["get", "list", "delete"]));

/** D1 with reads retried (`all`, `first`, `raw`); a batch gets the binding's own statements back. */
export function retryingD1(db: D1Database): D1Database {
  const own = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        const bound = value.bind(target);
        return property === "all" || property === "first" || property === "raw" ? retried(bound) : bound;
      },
    });
    own.set(wrapper, statement);
    return wrapper;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") return (statements: D1PreparedStatement[]) => target.batch(statements.map((s) => own.get(s) ?? s));
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
