import fc from "fast-check";

/** Objects with own `__proto__` / `constructor` keys, as a JSON body would carry them. */
const proto = (json: string): unknown => JSON.parse(json);

/** Hostile values for any JSON position: wrong types, huge, deep, prototype keys, control characters. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0.5,
    "",
    " ",
    "\u0000",
    "\r\n",
    "/\t/evil.test",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "'; DROP TABLE items; --",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000\r\n\t\u007f\u2028`),
  fc.integer(),
  fc.double(),
  fc.constant("x".repeat(300_000)),
  fc.constant(Array.from({ length: 3_000 }, (_, i) => i)),
  fc.integer({ min: 60, max: 3_000 }).map((depth) => nested(depth)),
  fc.constantFrom(proto('{"__proto__":{"admin":true}}'), proto('{"constructor":{"prototype":{"admin":true}}}'), { toString: 1 }, { valueOf: {} }),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Every path (list of keys) into a JSON value, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (value && typeof value === "object" && prefix.length < 8) {
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

/** A copy of `base` with the value at `path` replaced (or a new key added at the end of the path). */
function replaceAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(base ?? {}));
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  Object.defineProperty(node, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A body to send: the route's valid example, or it with one position (or a new key) made hostile, or junk. */
export function bodyFor(example: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => replaceAt(example, path, value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("__proto__", "constructor", "prototype", "extra"), hostileValue)
        .map(([key, value]) => replaceAt(example, [key], value)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

export type Transport = { contentType: string | null; raw?: string };
/** How the body travels: mostly JSON, sometimes another content type, none, or text that is not JSON. */
export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ contentType: "application/json" }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Transport>(
      { contentType: "text/plain" },
      { contentType: "application/x-www-form-urlencoded" },
      { contentType: "multipart/form-data; boundary=x" },
      { contentType: null },
      { contentType: "application/json; charset=utf-8" },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Transport>(
      { contentType: "application/json", raw: "{not json" },
      { contentType: "application/json", raw: "[".repeat(5_000) },
      { contentType: "application/json", raw: "" },
      { contentType: "application/json", raw: "\u0000" },
    ),
  },
);

/** What no answer may contain: a stack frame, a source path, a module path, an error class name. */
export const LEAK =
  /\bat \S+ \(|\bat (async )?\S+:\d+|node_modules|\/work\/|\.tsx?:\d+|\.m?js:\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError|D1_ERROR|SQLITE_)\b/;
