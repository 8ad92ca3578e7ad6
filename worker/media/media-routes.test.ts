import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../content/pages";
import worker from "../index";
import { ORIGIN, testDb } from "../test/helpers";
import { storeMedia } from "./media-store";

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);
const ORIGINAL = bytes(5000, 1);
const W320 = bytes(800, 2);
const W640 = bytes(1900, 3);
const VIDEO = bytes(3000, 4);
let image = "";
let video = "";

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), { headers }) as Request<unknown, IncomingRequestCfProperties>, env as Env, ctx);
  const body = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body, json: () => JSON.parse(new TextDecoder().decode(body)) };
}

beforeAll(async () => {
  const db = database(testDb());
  image = await storeMedia(
    db,
    env.MEDIA,
    { mediaType: "image", mimeType: "image/jpeg", extension: "jpg", originalFilename: "a.jpg", width: 1000, height: 600 },
    ORIGINAL,
    new Map([
      [320, W320],
      [640, W640],
    ]),
  );
  video = await storeMedia(db, env.MEDIA, { mediaType: "video", mimeType: "video/webm", extension: "webm", originalFilename: "v.webm" }, VIDEO);
});

describe("GET /media/{id}.{ext}", () => {
  it("serves the original with its type, length, ETag and an immutable cache lifetime", async () => {
    const { status, headers, body } = await get(`/media/${image}.jpg`);
    expect(status).toBe(200);
    expect(body).toEqual(ORIGINAL);
    expect(headers.get("Content-Type")).toBe("image/jpeg");
    expect(headers.get("Content-Length")).toBe("5000");
    expect(headers.get("ETag")).toMatch(/^"[^"]+"$/);
    expect(headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(headers.get("Accept-Ranges")).toBe("bytes");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("serves a stored width variant for ?w=", async () => {
    expect((await get(`/media/${image}.jpg?w=320`)).body).toEqual(W320);
    const wide = await get(`/media/${image}.jpg?w=640`);
    expect(wide.body).toEqual(W640);
    expect(wide.headers.get("Content-Length")).toBe("1900");
  });

  it("falls back to the original when that variant was not stored", async () => {
    const { status, body } = await get(`/media/${image}.jpg?w=1920`);
    expect(status).toBe(200);
    expect(body).toEqual(ORIGINAL);
  });

  it("rejects a width that is not one of the variant widths, naming the field and the rule", async () => {
    for (const w of ["500", "abc", "-320"]) {
      const response = await get(`/media/${image}.jpg?w=${w}`);
      expect(response.status).toBe(400);
      const body = response.json();
      expect(body.error).toBe("invalid_input");
      expect(body.issues[0].field).toBe("w");
      expect(typeof body.issues[0].rule).toBe("string");
      if (w === "500") expect(body.issues[0].message).toBe("one of 320, 640, 960, 1280, 1920");
    }
  });

  it("answers 404 with JSON for an unknown id", async () => {
    const response = await get("/media/00000000-0000-4000-8000-000000000000.jpg");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.json()).toEqual({ error: "not_found", message: "No such media file" });
    expect((await get(`/media/${image}.png`)).status).toBe(404);
  });

  it("rejects malformed file names with 400 naming the file", async () => {
    for (const file of ["no-extension", "a.b.jpg", "bad%24id.jpg", "x.JPEG1", `${"a".repeat(65)}.jpg`]) {
      const response = await get(`/media/${file}`);
      expect(response.status, file).toBe(400);
      expect(response.json().issues[0]).toMatchObject({ field: "file", message: "media file {id}.{extension}" });
    }
  });

  it("answers 304 without a body when the ETag matches", async () => {
    const first = await get(`/media/${image}.jpg`);
    const etag = first.headers.get("ETag")!;
    const again = await get(`/media/${image}.jpg`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await get(`/media/${image}.jpg`, { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("answers a byte range with 206 and Content-Range (video seeking)", async () => {
    const head = await get(`/media/${video}.webm`, { Range: "bytes=0-99" });
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Range")).toBe("bytes 0-99/3000");
    expect(head.headers.get("Content-Length")).toBe("100");
    expect(head.headers.get("Content-Type")).toBe("video/webm");
    expect(head.body).toEqual(VIDEO.slice(0, 100));
    const tail = await get(`/media/${video}.webm`, { Range: "bytes=2900-" });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe("bytes 2900-2999/3000");
    expect(tail.body).toEqual(VIDEO.slice(2900));
  });

  it("serves each file with the type it was stored with", async () => {
    const whole = await get(`/media/${video}.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("video/webm");
    expect(whole.body).toEqual(VIDEO);
  });

  it("answers ranges per RFC 9110: 416 past the end, the whole file for malformed or multiple ranges, suffix ranges", async () => {
    const past = await get(`/media/${video}.webm`, { Range: "bytes=3000-3100" });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe("bytes */3000");
    // An open range past the end (its implied end, size - 1, lies before its start) is unsatisfiable too.
    for (const open of ["bytes=3000-", "bytes=50000-"]) {
      const answer = await get(`/media/${video}.webm`, { Range: open });
      expect(answer.status, open).toBe(416);
      expect(answer.headers.get("Content-Range"), open).toBe("bytes */3000");
      expect(answer.body.byteLength, open).toBe(0);
    }
    for (const malformed of ["bytes=abc", "bytes=5-2", "bytes=5000-10", "items=0-9", "bytes=0-1,5-9", "bytes=-"]) {
      const whole = await get(`/media/${video}.webm`, { Range: malformed });
      expect(whole.status, malformed).toBe(200);
      expect(whole.body).toEqual(VIDEO);
    }
    const suffix = await get(`/media/${video}.webm`, { Range: "bytes=-100" });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("Content-Range")).toBe("bytes 2900-2999/3000");
    expect(suffix.body).toEqual(VIDEO.slice(2900));
    const beyond = await get(`/media/${video}.webm`, { Range: "bytes=2990-5000" });
    expect(beyond.headers.get("Content-Range")).toBe("bytes 2990-2999/3000");
    expect((await get(`/media/${video}.webm`, { Range: "bytes=-0" })).status).toBe(416);
  });

  it("sends the whole file when If-Range does not match, the range when it does", async () => {
    const etag = (await get(`/media/${video}.webm`)).headers.get("ETag")!;
    const stale = await get(`/media/${video}.webm`, { Range: "bytes=0-9", "If-Range": '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(VIDEO);
    const fresh = await get(`/media/${video}.webm`, { Range: "bytes=0-9", "If-Range": etag });
    expect(fresh.status).toBe(206);
    expect(fresh.body).toEqual(VIDEO.slice(0, 10));
  });

  it("answers 412 for a failed If-Match or If-Unmodified-Since, and serves when they hold", async () => {
    const first = await get(`/media/${video}.webm`);
    const etag = first.headers.get("ETag")!;
    expect((await get(`/media/${video}.webm`, { "If-Match": '"other"' })).status).toBe(412);
    expect((await get(`/media/${video}.webm`, { "If-Match": etag })).status).toBe(200);
    expect((await get(`/media/${video}.webm`, { "If-Match": "*" })).status).toBe(200);
    expect((await get(`/media/${video}.webm`, { "If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(412);
    expect((await get(`/media/${video}.webm`, { "If-Unmodified-Since": new Date(Date.now() + 60_000).toUTCString() })).status).toBe(200);
    expect((await get(`/media/${video}.webm`, { "If-Modified-Since": first.headers.get("Last-Modified")! })).status).toBe(304);
  });
});
