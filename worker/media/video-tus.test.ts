import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_VIDEO_WEBM_BASE64 } from "../../scripts/seed/assets/demo-video";
import { ORIGIN, postJson, request, signIn } from "../test/helpers";
import { createTusUpload } from "./stream-adapter";

const DEMO_VIDEO_WEBM = Uint8Array.from(atob(DEMO_VIDEO_WEBM_BASE64), (c) => c.charCodeAt(0));
const MiB = 1024 * 1024;

let cookie = "";
beforeAll(async () => {
  cookie = await signIn("optician", "tus@site.test");
});

const api = async (path: string, body: unknown) => {
  const answer = await postJson(`/api/v1/media${path}`, body, cookie);
  return { status: answer.status, json: JSON.parse(answer.body) };
};
const patch = (url: string, offset: number, bytes: Uint8Array, contentType = "application/offset+octet-stream") =>
  request(url, { method: "PATCH", headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": String(offset), "Content-Type": contentType }, body: bytes.slice() });
const head = (url: string) => request(url, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0" } });

describe("own videos over 200 MB: tus through the Stream adapter (local stand-in)", () => {
  it("creates the upload with the token, the exact size and the name, and reads Location and stream-media-id", async () => {
    const seen: Request[] = [];
    const upload = await createTusUpload(
      {
        apiBase: "https://api.cloudflare.com/client/v4",
        accountId: "acc",
        token: "secret",
        fetch: async (req) => {
          seen.push(req);
          return new Response(null, {
            status: 201,
            headers: { Location: "https://upload.videodelivery.net/tus/abc?tusv2=true", "stream-media-id": "0123456789abcdef0123456789abcdef" },
          });
        },
      },
      "Führung.mp4",
      300 * MiB,
    );
    expect(upload).toEqual({ uid: "0123456789abcdef0123456789abcdef", uploadURL: "https://upload.videodelivery.net/tus/abc?tusv2=true" });
    const [req] = seen;
    expect(req!.url).toBe("https://api.cloudflare.com/client/v4/accounts/acc/stream?direct_user=true");
    expect(Object.fromEntries(["Authorization", "Tus-Resumable", "Upload-Length"].map((h) => [h, req!.headers.get(h)]))).toEqual({
      Authorization: "Bearer secret",
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(300 * MiB),
    });
    const metadata = Object.fromEntries((req!.headers.get("Upload-Metadata") ?? "").split(",").map((pair) => pair.split(" ")));
    expect(new TextDecoder().decode(Uint8Array.from(atob(metadata.name!), (c) => c.charCodeAt(0)))).toBe("Führung.mp4");
    expect(atob(metadata.maxdurationseconds!)).toBe("3600");
  });

  it("answers a resumable address for a video over 200 MB; up to 200 MB it stays one POST", async () => {
    const large = await api("/directUpload", { filename: "Rundgang.webm", fileSize: 210 * MiB, mediaType: "video" });
    expect(large.status).toBe(200);
    expect(large.json).toMatchObject({ protocol: "tus", url: `${ORIGIN}/_standins/stream/tus/${large.json.id}` });
    const offset = await head(large.json.url);
    expect([offset.status, offset.headers.get("Upload-Offset"), offset.headers.get("Upload-Length")]).toEqual([200, "0", String(210 * MiB)]);
    const small = await api("/directUpload", { filename: "Kurz.webm", fileSize: 200 * MiB, mediaType: "video" });
    expect(small.json.protocol).toBe("post");
  });

  it("takes the bytes in chunks at the confirmed offset, refuses wrong offsets and chunk sizes, and assembles the video", async () => {
    const length = 5 * MiB + 1_000;
    const bytes = new Uint8Array(length);
    bytes.set(DEMO_VIDEO_WEBM, 0);
    bytes.fill(7, DEMO_VIDEO_WEBM.byteLength);
    const created = await request("/_standins/stream/client/v4/accounts/local/stream?direct_user=true", {
      method: "POST",
      headers: { Authorization: "Bearer local", "Tus-Resumable": "1.0.0", "Upload-Length": String(length), "Upload-Metadata": `name ${btoa("Laden.webm")}` },
    });
    expect(created.status).toBe(201);
    const url = created.headers.get("Location")!;
    const uid = created.headers.get("stream-media-id")!;

    expect((await patch(url, 10, bytes.subarray(0, 5 * MiB))).status).toBe(409);
    expect((await patch(url, 0, bytes.subarray(0, MiB))).status).toBe(400);
    expect((await patch(url, 0, bytes.subarray(0, 5 * MiB), "application/octet-stream")).status).toBe(415);
    const first = await patch(url, 0, bytes.subarray(0, 5 * MiB));
    expect([first.status, first.headers.get("Upload-Offset")]).toEqual([204, String(5 * MiB)]);
    expect((await head(url)).headers.get("Upload-Offset")).toBe(String(5 * MiB));
    const last = await patch(url, 5 * MiB, bytes.subarray(5 * MiB));
    expect([last.status, last.headers.get("Upload-Offset")]).toEqual([204, String(length)]);
    expect((await patch(url, length, new Uint8Array(1))).status).toBe(404);

    const entry = (await api("/createEntry", { uploadId: uid })).json;
    expect(entry).toMatchObject({
      mediaType: "video",
      objectId: uid,
      originalFilename: "Laden.webm",
      fileSize: length,
      videoSettings: { source: "stream", status: "inprogress" },
    });
    const stored = await env.MEDIA.get(`standins/stream/${uid}`);
    const assembled = new Uint8Array(await stored!.arrayBuffer());
    expect(assembled.byteLength).toBe(length);
    expect(assembled.every((byte, i) => byte === bytes[i])).toBe(true);
  });
});
