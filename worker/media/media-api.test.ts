import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, postJson, request, seedDemo, signIn } from "../test/helpers";
import { uploadFixture } from "../test/upload-files";
import { picturesDrawnAtSeed } from "../../scripts/seed/images";
import { mediaObjectKey } from "../../common/media";
import { UPLOAD_ERRORS } from "../../common/media/upload-rules";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn("admin", "library@site.test");
});

const api = async (path: string, body: unknown) => {
  const answer = await postJson(`/api/v1/media${path}`, body, cookie);
  return { status: answer.status, json: JSON.parse(answer.body) };
};
const get = async (path: string) => {
  const answer = await request(`/api/v1/media${path}`, { headers: { Cookie: cookie } });
  return { status: answer.status, json: JSON.parse(answer.body) };
};

/** Uploads the valid PNG through the three calls; returns its entry. */
async function uploadPng(filename = "a.png", tags: string[] = [], bucketFolder = "media") {
  const bytes = uploadFixture(env, "valid-2x2.png");
  const { json } = await api("/directUpload", { filename, fileSize: bytes.byteLength, tags, bucketFolder });
  const put = await request(json.url, { method: "PUT", headers: { Origin: ORIGIN, Cookie: cookie }, body: bytes });
  expect(put.status, put.body).toBe(200);
  return (await api("/createEntry", { uploadId: json.id })).json;
}

/** A medium shown on a published page of the demo site (the gallery) and that page's name. */
async function publishedMedium() {
  const row = await env.DB.prepare(
    `SELECT m.id FROM items f JOIN items p ON p.id = f.page_id JOIN media m ON m.id = json_extract(f.published, '$.mediaId') AND m.media_type = 'image'
     JOIN items g ON g.id = f.parent_id AND json_extract(g.published, '$.blockType') IN ('hero', 'textOnImage', 'imageCollage')
     WHERE f.type = 'field' AND json_extract(p.published, '$.status') = 'published'
       AND EXISTS (SELECT 1 FROM slugs s WHERE s.page_id = p.id AND s.published = 1) LIMIT 1`,
  ).first<{ id: string }>();
  return (await get(`/get/${row!.id}`)).json;
}

describe("demo pictures", () => {
  it("come from the set drawn once (make-demo-pictures.ts), none drawn by the seed, each a JPEG with its width variants", async () => {
    // Fails after a picture spec changes until `node scripts/run.mjs scripts/seed/make-demo-pictures.ts` stores its drawing.
    expect(picturesDrawnAtSeed()).toBe(0);
    const hero = await env.DB.prepare("SELECT id, width, file_size FROM media WHERE site_id = 'main' AND width = 1280 AND media_type = 'image' LIMIT 1").first<{
      id: string;
      width: number;
      file_size: number;
    }>();
    expect(hero).not.toBeNull();
    const original = await env.MEDIA.get(mediaObjectKey("main", hero!.id, "jpg"));
    const bytes = new Uint8Array(await original!.arrayBuffer());
    expect(bytes.byteLength).toBe(hero!.file_size);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    for (const width of [320, 640, 960]) expect(await env.MEDIA.head(mediaObjectKey("main", hero!.id, "jpg", width)), `variant ${width}`).not.toBeNull();
    expect(await env.MEDIA.head(mediaObjectKey("main", hero!.id, "jpg", 1280))).toBeNull();
  });
});

describe("media library list", () => {
  it("lists images newest first, 40 a page, filtered by folder and tags; videos apart", async () => {
    const first = await uploadPng("first.png", ["brillen"], "kampagne");
    const second = await uploadPng("second.png", ["brillen", "sommer"], "kampagne");
    const page = (await get("/list?mediaType=image&bucketFolder=kampagne")).json;
    expect(page.items.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect((await get("/list?mediaType=image&bucketFolder=kampagne&tags=sommer")).json.items.map((m: { id: string }) => m.id)).toEqual([second.id]);
    const all = (await get("/list?mediaType=image")).json;
    expect(all.items).toHaveLength(40);
    expect(all.items.every((m: { mediaType: string }) => m.mediaType === "image")).toBe(true);
    expect(all.hasMore).toBe(true);
    const next = (await get("/list?mediaType=image&page=1")).json;
    expect(next.items.some((m: { id: string }) => all.items.some((a: { id: string }) => a.id === m.id))).toBe(false);
    expect((await get("/list?mediaType=video")).json.items.every((m: { mediaType: string }) => m.mediaType === "video")).toBe(true);
    const bad = await get("/list?mediaType=audio");
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe("mediaType");
  });
});

describe("update, blurHash and cropImage", () => {
  it("updates tags, folder, focal point and alt; out-of-range values are refused and change nothing", async () => {
    const entry = await uploadPng();
    expect((await api("/update", { media: { id: entry.id, tags: ["team"], focalPoint: { x: 0.3, y: 0.7 }, alt: { de: "Brille" } } })).status).toBe(200);
    const after = (await get(`/get/${entry.id}`)).json;
    expect(after).toMatchObject({ tags: ["team"], focalPoint: { x: 0.3, y: 0.7 }, alt: { de: "Brille" } });
    const bad = await api("/update", { media: { id: entry.id, focalPoint: { x: 1.5, y: 0.2 } } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe("media.focalPoint.x");
    expect((await get(`/get/${entry.id}`)).json.focalPoint).toEqual({ x: 0.3, y: 0.7 });
    expect((await api("/update", { media: { id: "missing", tags: [] } })).status).toBe(404);
  });

  it("keeps a blurhash for raster images, not for SVG", async () => {
    const entry = await uploadPng();
    expect((await api("/blurHash", { media: { id: entry.id, blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj" } })).status).toBe(200);
    expect((await get(`/get/${entry.id}`)).json.blurHash).toBe("LEHV6nWB2yk8pyo0adR*.7kCMdnj");
    expect((await api("/blurHash", { media: { id: entry.id, blurHash: "<script>" } })).status).toBe(400);
    const svg = uploadFixture(env, "script-in.svg");
    const { json } = await api("/directUpload", { filename: "logo.svg", fileSize: svg.byteLength });
    expect((await request(json.url, { method: "PUT", headers: { Origin: ORIGIN, Cookie: cookie }, body: svg })).status).toBe(200);
    const svgEntry = (await api("/createEntry", { uploadId: json.id })).json;
    expect(svgEntry).toMatchObject({ mimeType: "image/svg+xml", resolution: { width: 10, height: 10 } });
    expect((await api("/blurHash", { media: { id: svgEntry.id, blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj" } })).status).toBe(400);
    // Served as an inert document: sandboxed, no script source at all, never sniffed as anything else.
    const served = await request(svgEntry.publicUrl);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(served.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("crops into a derived medium (parentId set, same object, crop in percent) without touching the original", async () => {
    const original = (await publishedMedium()) as { id: string; objectId: string; resolution: { width: number; height: number } };
    const objectsBefore = (await env.MEDIA.list({ prefix: `sites/main/media/${original.objectId}` })).objects.length;
    const answer = await api("/cropImage", { media: { id: original.id, cropArea: { x: 10, y: 20, width: 50, height: 40 } } });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe("success");
    const cropped = answer.json.croppedMedia;
    expect(cropped).toMatchObject({ parentId: original.id, objectId: original.objectId, cropArea: { x: 10, y: 20, width: 50, height: 40 } });
    expect(cropped.resolution).toEqual({ width: Math.round(original.resolution.width * 0.5), height: Math.round(original.resolution.height * 0.4) });
    expect((await env.MEDIA.list({ prefix: `sites/main/media/${original.objectId}` })).objects.length).toBe(objectsBefore);
    // A crop of the crop is stored relative to the original.
    const nested = (await api("/cropImage", { media: { id: cropped.id, cropArea: { x: 50, y: 50, width: 50, height: 50 } } })).json.croppedMedia;
    expect(nested).toMatchObject({ parentId: original.id, cropArea: { x: 35, y: 40, width: 25, height: 20 } });
    const outside = await api("/cropImage", { media: { id: original.id, cropArea: { x: 60, y: 0, width: 50, height: 10 } } });
    expect(outside.status).toBe(400);
    expect(outside.json.issues[0].message).toBe("crop area inside the image");
  });
});

describe("delete", () => {
  it("deletes an unused medium with its objects", async () => {
    const entry = await uploadPng();
    const answer = await api("/delete", { mediaId: entry.id, bucketFolder: "media", objectId: entry.objectId, extension: "png", groupId: null });
    expect(answer).toEqual({ status: 200, json: { success: true } });
    expect((await env.MEDIA.list({ prefix: `sites/main/media/${entry.id}` })).objects).toEqual([]);
    expect((await get(`/get/${entry.id}`)).status).toBe(404);
    const again = await api("/delete", { mediaId: entry.id, bucketFolder: "media", objectId: entry.objectId, extension: "png" });
    expect(again.status).toBe(404);
    expect(typeof again.json.error).toBe("string");
  });

  it("asks first when a published page shows the medium, names the pages, and deletes only when confirmed", async () => {
    const medium = await publishedMedium();
    const usage = (await get(`/usage/${medium.id}`)).json.pages as { name: string; path: string }[];
    expect(usage.length).toBeGreaterThan(0);
    const body = { mediaId: medium.id, bucketFolder: medium.bucketFolder, objectId: medium.objectId, extension: medium.extension };
    const asked = await api("/delete", body);
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe("in_use");
    expect(asked.json.pages).toEqual(usage);
    expect(asked.json.error).toContain(usage[0]!.name);
    expect((await get(`/get/${medium.id}`)).status).toBe(200);
    expect(await env.MEDIA.head(`sites/main/media/${medium.objectId}.${medium.extension}`)).not.toBeNull();

    const page = await request(usage[0]!.path);
    expect(page.body).toContain(medium.publicUrl);
    expect((await api("/delete", { ...body, confirmed: true })).json).toEqual({ success: true });
    // The confirmed deletion revalidates the pages: the next visit no longer links the deleted file.
    const after = await request(usage[0]!.path);
    expect(after.body).not.toContain(medium.publicUrl);
  });

  it("keeps the file while a cropped copy still shows it", async () => {
    const entry = await uploadPng();
    const cropped = (await api("/cropImage", { media: { id: entry.id, cropArea: { x: 0, y: 0, width: 50, height: 50 } } })).json.croppedMedia;
    expect((await api("/delete", { mediaId: entry.id, bucketFolder: "media", objectId: entry.objectId, extension: "png" })).json).toEqual({ success: true });
    expect(await env.MEDIA.head(`sites/main/media/${entry.objectId}.png`)).not.toBeNull();
    expect((await api("/delete", { mediaId: cropped.id, bucketFolder: "media", objectId: entry.objectId, extension: "png" })).json).toEqual({ success: true });
    expect(await env.MEDIA.head(`sites/main/media/${entry.objectId}.png`)).toBeNull();
  });

  it("answers a failure of storage with the spec's error string, nothing internal", async () => {
    const entry = await uploadPng();
    const brokenBucket = { ...env.MEDIA, delete: () => Promise.reject(new Error("R2 is down: SECRET_INTERNAL_DETAIL")) } as unknown as R2Bucket;
    const body = JSON.stringify({ mediaId: entry.id, bucketFolder: "media", objectId: entry.objectId, extension: "png" });
    const headers = { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" };
    const failed = await request("/api/v1/media/delete", { method: "POST", headers, body }, { MEDIA: brokenBucket });
    expect([failed.status, JSON.parse(failed.body)]).toEqual([500, { error: UPLOAD_ERRORS.deleteFailed }]);
    const missing = await api("/delete", { mediaId: "no-such-medium", bucketFolder: "media", objectId: entry.objectId, extension: "png" });
    expect(missing).toEqual({ status: 404, json: { error: "Medium no-such-medium nicht gefunden" } });
  });

  it("answers a mismatching description with an error string and deletes nothing", async () => {
    const entry = await uploadPng();
    const wrong = await api("/delete", { mediaId: entry.id, bucketFolder: "media", objectId: entry.objectId, extension: "jpg" });
    expect(wrong.status).toBe(404);
    expect(typeof wrong.json.error).toBe("string");
    expect((await get(`/get/${entry.id}`)).status).toBe(200);
    const invalid = await api("/delete", { mediaId: entry.id });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues.map((i: { field: string }) => i.field)).toContain("bucketFolder");
  });
});

/** A published page of its own whose hero shows `mediaId`; returns its path. */
async function publishedHero(mediaId: string, slug: string): Promise<string> {
  const added = await postJson(
    "/api/v1/page/add",
    {
      collectionName: null,
      lang: "de",
      initialMeta: { name: { de: slug }, slug },
      initialGroups: [
        {
          blockType: "hero",
          fields: [
            { name: "title", contentType: "localizedSingleValue", content: { de: { text: slug } } },
            { name: "images", contentType: "media", mediaId },
          ],
        },
      ],
    },
    cookie,
  );
  expect(added.status, added.body).toBe(201);
  const { id } = JSON.parse(added.body) as { id: string };
  expect((await postJson("/api/v1/page/publish", { id }, cookie)).status).toBe(200);
  return `/de/${slug}`;
}

describe("visitors' pictures honour focal point and crop", () => {
  it("a focal point becomes object-position on the published page; none means the centre", async () => {
    const medium = await uploadPng("fokus.png");
    const path = await publishedHero(medium.id, "fokus-seite");
    const imgOf = (html: string) => new RegExp(`<img[^>]*src="${medium.publicUrl}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(imgOf((await request(path)).body)).toMatch(/^<img/);
    expect(imgOf((await request(path)).body)).not.toContain("object-position");
    expect((await api("/update", { media: { id: medium.id, focalPoint: { x: 0.3, y: 0.75 } } })).status).toBe(200);
    expect(imgOf((await request(path)).body)).toContain('style="object-position:30% 75%"');
  });

  it("a cropped copy shows the original's file clipped to the crop rectangle", async () => {
    const medium = await uploadPng("zuschnitt.png");
    const cropped = (await api("/cropImage", { media: { id: medium.id, cropArea: { x: 25, y: 10, width: 50, height: 80 } } })).json.croppedMedia;
    const html = (await request(await publishedHero(cropped.id, "zuschnitt-seite"))).body;
    const frame = /<span class="media-crop[^"]*" style="([^"]*)"[^>]*><img([^>]*)>/.exec(html);
    expect(frame, "a crop frame on the page").not.toBeNull();
    expect(frame![1]).toBe(`aspect-ratio:${cropped.resolution.width} / ${cropped.resolution.height}`);
    expect(frame![2]).toContain(`src="${medium.publicUrl}"`);
    expect(frame![2]).toContain("width:200%;height:125%;left:-50%;top:-12.5%");
  });
});
