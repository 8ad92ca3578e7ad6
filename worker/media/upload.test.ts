import { env } from "cloudflare:workers";
import jpeg from "jpeg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, postJson, request, signIn } from "../test/helpers";
import { GIF_1X1, JPEG_4X3, uploadFixture, WEBP_4X3 } from "../test/upload-files";

let cookie = "";
beforeAll(async () => {
  cookie = await signIn("optician", "uploads@site.test");
});

const put = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(url, { method: "PUT", headers: { Origin: ORIGIN, Cookie: cookie, ...headers }, body, duplex: "half" } as RequestInit);

async function uploadUrl(filename: string, fileSize: number) {
  const answer = await postJson("/api/v1/media/directUpload", { filename, fileSize }, cookie);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { url: string; id: string };
}

/** The objects stored under an upload id (original and variants). */
const stored = async (id: string) => (await env.MEDIA.list({ prefix: `sites/main/media/${id}` })).objects.map((o) => o.key);
const rowCount = async (id: string) => (await env.DB.prepare("SELECT count(*) AS n FROM media WHERE id = ?1").bind(id).first<{ n: number }>())!.n;

/** Uploads bytes under a name and expects a refusal: the status, a message, and nothing stored or created. */
async function expectRefused(filename: string, bytes: Uint8Array<ArrayBuffer>, status: number, message: RegExp) {
  const { url, id } = await uploadUrl(filename.includes(".") ? filename : "x.png", bytes.byteLength);
  const target = filename.includes(".") ? url : url.replace(/filename=[^&]*/, `filename=${encodeURIComponent(filename)}`);
  const answer = await put(target, bytes);
  expect(answer.status, `${filename}: ${answer.body}`).toBe(status);
  expect(JSON.parse(answer.body).message).toMatch(message);
  expect(await stored(id)).toEqual([]);
  const entry = await postJson("/api/v1/media/createEntry", { uploadId: id }, cookie);
  expect(entry.status).toBe(404);
  expect(JSON.parse(entry.body).message).toBe("Failed to create media entry");
  expect(await rowCount(id)).toBe(0);
}

describe("image uploads: directUpload, PUT, createEntry", () => {
  it("stores a valid PNG under its id with the year-long cache control, and createEntry answers the entry", async () => {
    const bytes = uploadFixture(env, "valid-2x2.png");
    const { url, id } = await uploadUrl("Brille Rot.PNG", bytes.byteLength);
    expect(url).toMatch(new RegExp(`^/api/v1/media/upload/${id}\\?`));
    const answer = await put(url, bytes);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id, mimeType: "image/png", width: 2, height: 2, fileSize: 73 });
    const object = await env.MEDIA.head(`sites/main/media/${id}.png`);
    expect(object?.httpMetadata?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(object?.httpMetadata?.contentType).toBe("image/png");

    const entry = JSON.parse((await postJson("/api/v1/media/createEntry", { uploadId: id }, cookie)).body);
    expect(entry).toMatchObject({
      id,
      parentId: null,
      mediaType: "image",
      mimeType: "image/png",
      extension: "png",
      originalFilename: "Brille Rot.PNG",
      fileSize: 73,
      resolution: { width: 2, height: 2 },
      publicUrl: `/media/${id}.png`,
      bucketFolder: "media",
    });
    // createEntry is answered once per upload: asking again gives the same entry, no second row.
    expect(JSON.parse((await postJson("/api/v1/media/createEntry", { uploadId: id }, cookie)).body).id).toBe(id);
    expect(await rowCount(id)).toBe(1);

    const served = await request(`/media/${id}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("accepts JPEG, GIF and WebP by their bytes, with their resolution; jpeg and jpg are one type", async () => {
    for (const [name, bytes, mime, size] of [
      ["a.jpeg", JPEG_4X3, "image/jpeg", [4, 3]],
      ["b.jpg", JPEG_4X3, "image/jpeg", [4, 3]],
      ["c.gif", GIF_1X1, "image/gif", [1, 1]],
      ["d.webp", WEBP_4X3, "image/webp", [4, 3]],
    ] as const) {
      const { url, id } = await uploadUrl(name, bytes.byteLength);
      const answer = await put(url, bytes);
      expect(answer.status, `${name}: ${answer.body}`).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ mimeType: mime, width: size[0], height: size[1] });
      expect(await stored(id)).toEqual([`sites/main/media/${id}.${name.endsWith(".jpeg") ? "jpg" : name.split(".")[1]}`]);
    }
  });

  it("refuses the shared hostile files and stores nothing", async () => {
    await expectRefused("html-named.png", uploadFixture(env, "html-named.png"), 415, /^File type not allowed/);
    await expectRefused("png-named.exe.png", uploadFixture(env, "png-named.exe.png"), 415, /^File type not allowed/);
    await expectRefused("polyglot.gif", uploadFixture(env, "polyglot.gif"), 415, /^File type not allowed: not a complete GIF image/);
    await expectRefused("truncated.jpg", uploadFixture(env, "truncated.jpg"), 415, /^File type not allowed: not a complete JPG image/);
    // A real PNG under a .jpg name is never stored as JPEG.
    await expectRefused("valid-named.jpg", uploadFixture(env, "valid-named.jpg"), 415, /the content is PNG, the name says jpg/);
    await expectRefused("no-extension", uploadFixture(env, "no-extension"), 415, /^File has no extension$/);
  });

  it("refuses more hostile files of its own: script after a valid image, HTML as SVG, SVG with a DOCTYPE, a wrong magic number", async () => {
    const png = uploadFixture(env, "valid-2x2.png");
    const script = new TextEncoder().encode("<script>window.__xss=1</script>");
    await expectRefused("tail.png", new Uint8Array([...png, ...script]), 415, /not a complete PNG image/);
    await expectRefused("tail.jpg", new Uint8Array([...JPEG_4X3, ...script]), 415, /not a complete JPG image/);
    await expectRefused("tail.gif", new Uint8Array([...GIF_1X1, ...script]), 415, /not a complete GIF image/);
    await expectRefused("tail.webp", new Uint8Array([...WEBP_4X3, ...script]), 415, /not a complete WEBP image/);
    await expectRefused("page.svg", new TextEncoder().encode("<!doctype html><html><script>window.__xss=1</script></html>"), 415, /SVG with DOCTYPE/);
    await expectRefused(
      "page2.svg",
      new TextEncoder().encode("<html><body><svg xmlns='http://www.w3.org/2000/svg'></svg></body></html>"),
      415,
      /not an SVG document/,
    );
    await expectRefused(
      "bomb.svg",
      new TextEncoder().encode('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      415,
      /DOCTYPE or entities/,
    );
    await expectRefused("wrong.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b, ...png.slice(8)]), 415, /^File type not allowed/);
    await expectRefused("gif-as-webp.webp", GIF_1X1, 415, /the content is GIF, the name says webp/);
  });

  it("refuses names the spec does not allow before any upload address is given", async () => {
    for (const [filename, message] of [
      ["script.js", "File type not allowed"],
      ["page.html", "File type not allowed"],
      ["photo.bmp", "File type not allowed"],
      ["README", "File has no extension"],
      [".png", "File has no extension"],
    ]) {
      const answer = await postJson("/api/v1/media/directUpload", { filename, fileSize: 10 }, cookie);
      expect(answer.status, filename).toBe(415);
      expect(JSON.parse(answer.body).message).toBe(message);
    }
    const bad = await postJson("/api/v1/media/directUpload", { filename: "a.png" }, cookie);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).issues[0].field).toBe("fileSize");
  });

  it("refuses an oversize file with 413: by its announced size, its Content-Length, and its real length", async () => {
    const limit = 20 * 1024 * 1024;
    const announced = await postJson("/api/v1/media/directUpload", { filename: "big.png", fileSize: limit + 1 }, cookie);
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).message).toBe("File too large (max. 20 MB)");
    // 60 MB of zeros after a PNG header, as the fixtures README suggests.
    const huge = new Uint8Array(60 * 1024 * 1024);
    huge.set(uploadFixture(env, "valid-2x2.png").slice(0, 33));
    const { url, id } = await uploadUrl("huge.png", 1000);
    const byLength = await put(url, huge);
    expect(byLength.status).toBe(413);
    // A body that does not say its length is counted while it arrives and cut off past the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 30) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await put(url, stream);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(30);
    expect(await stored(id)).toEqual([]);
  });

  it("needs a session and a same-origin request", async () => {
    expect((await postJson("/api/v1/media/directUpload", { filename: "a.png", fileSize: 10 })).status).toBe(401);
    const { url } = await uploadUrl("a.png", 10);
    const foreign = await request(url, { method: "PUT", headers: { Origin: "https://evil.test", Cookie: cookie }, body: uploadFixture(env, "valid-2x2.png") });
    expect(foreign.status).toBe(403);
    const anonymous = await request(url, { method: "PUT", headers: { Origin: ORIGIN }, body: uploadFixture(env, "valid-2x2.png") });
    expect(anonymous.status).toBe(401);
  });

  it("never overwrites: a second PUT to the same upload id is refused and the first file stays", async () => {
    const png = uploadFixture(env, "valid-2x2.png");
    const { url, id } = await uploadUrl("once.png", png.byteLength);
    expect((await put(url, png)).status).toBe(200);
    const before = (await env.MEDIA.head(`sites/main/media/${id}.png`))!.etag;
    const again = await put(url, new Uint8Array([...png.slice(0, 16), 0, 0, 0, 3, ...png.slice(20)]));
    expect(again.status).toBe(409);
    expect((await env.MEDIA.head(`sites/main/media/${id}.png`))!.etag).toBe(before);
  });

  it("keeps width variants made in the browser when they are the same type, exactly that wide and narrower than the original", async () => {
    const draw = (width: number, height: number) => new Uint8Array(jpeg.encode({ data: new Uint8Array(width * height * 4).fill(128), width, height }, 80).data);
    const original = draw(700, 400);
    const { url, id } = await uploadUrl("wide.jpg", original.byteLength);
    expect((await put(`${url}&w=320`, draw(320, 183))).status).toBe(409); // the original comes first
    expect((await put(url, original)).status).toBe(200);
    expect((await put(`${url}&w=320`, draw(320, 183))).status).toBe(200);
    expect((await put(`${url}&w=640`, draw(600, 343))).status).toBe(415); // not 640 wide
    expect((await put(`${url}&w=960`, draw(960, 549))).status).toBe(415); // wider than the original
    expect((await put(`${url}&w=500`, draw(500, 286))).status).toBe(400); // not a variant width
    expect((await stored(id)).sort()).toEqual([`sites/main/media/${id}-w320.jpg`, `sites/main/media/${id}.jpg`]);
    expect((await request(`/media/${id}.jpg?w=320`)).status).toBe(200);
  });
});
