/** HTTP preconditions and byte ranges for stored files, as RFC 9110 (sections 13 and 14) orders them. */

export type Representation = { etag: string; lastModified: Date; size: number };
export type Decision = { status: 200 | 304 | 412 | 416 } | { status: 206; offset: number; length: number };

const listed = (header: string) => header.split(",").map((tag) => tag.trim());
const weakless = (tag: string) => tag.replace(/^W\//, "");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const parseDate = (header: string | null) => {
  if (!header) return null;
  const time = Date.parse(header);
  return Number.isNaN(time) ? null : new Date(time);
};

/** If-Match (strong comparison) and If-None-Match (weak comparison). */
const matchesStrong = (header: string, etag: string) => listed(header).some((tag) => tag === "*" || (!tag.startsWith("W/") && tag === etag));
const matchesWeak = (header: string, etag: string) => listed(header).some((tag) => tag === "*" || weakless(tag) === weakless(etag));

/**
 * One range `bytes=first-last`, `bytes=first-` or `bytes=-suffix`. Malformed or several ranges: null (the
 * whole file is sent, which RFC 9110 allows). A range starting past the end: "unsatisfiable" (416).
 */
export function parseRange(header: string, size: number): { offset: number; length: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return size === 0 ? "unsatisfiable" : { offset: size - length, length };
  }
  const first = Number(match[1]);
  // Only a given last position before the first makes the range invalid: the open end of `bytes=50000-` on a
  // smaller file (size - 1) lies before it too, but that range is unsatisfiable (416), not invalid.
  if (match[2] !== "" && Number(match[2]) < first) return null;
  if (first >= size) return "unsatisfiable";
  const last = match[2] === "" ? size - 1 : Number(match[2]);
  return { offset: first, length: Math.min(last, size - 1) - first + 1 };
}

/** What to answer to a GET (or HEAD) with these request headers for this stored representation. */
export function decide(method: string, headers: Headers, file: Representation): Decision {
  const ifMatch = headers.get("If-Match");
  if (ifMatch !== null) {
    if (!matchesStrong(ifMatch, file.etag)) return { status: 412 };
  } else {
    const since = parseDate(headers.get("If-Unmodified-Since"));
    if (since && seconds(file.lastModified) > seconds(since)) return { status: 412 };
  }
  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    if (matchesWeak(ifNoneMatch, file.etag)) return { status: 304 };
  } else {
    const since = parseDate(headers.get("If-Modified-Since"));
    if (since && seconds(file.lastModified) <= seconds(since)) return { status: 304 };
  }
  const range = headers.get("Range");
  if (method !== "GET" || range === null) return { status: 200 };
  const ifRange = headers.get("If-Range");
  if (ifRange !== null) {
    const date = ifRange.startsWith('"') || ifRange.startsWith("W/") ? null : parseDate(ifRange);
    const fresh = date ? seconds(date) === seconds(file.lastModified) : !ifRange.startsWith("W/") && ifRange === file.etag;
    if (!fresh) return { status: 200 };
  }
  const parsed = parseRange(range, file.size);
  if (parsed === null) return { status: 200 };
  if (parsed === "unsatisfiable") return { status: 416 };
  return { status: 206, ...parsed };
}
