import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, postJson, request, signIn } from "../test/helpers";
import { uploadFixture } from "../test/upload-files";
import { DEMO_VIDEO_WEBM_BASE64 } from "../../scripts/seed/assets/demo-video";

const DEMO_VIDEO_WEBM = Uint8Array.from(atob(DEMO_VIDEO_WEBM_BASE64), (c) => c.charCodeAt(0));

let cookie = "";
beforeAll(async () => {
  cookie = await signIn("optician", "video@site.test");
});

const api = async (path: string, body: unknown) => {
  const answer = await postJson(`/api/v1/media${path}`, body, cookie);
  return { status: answer.status, json: JSON.parse(answer.body) };
};
const status = async (id: string) => JSON.parse((await request(`/api/v1/media/status/${id}`, { headers: { Cookie: cookie } })).body);

describe("YouTube videos", () => {
  it("stores a YouTube link as a ready video medium", async () => {
    const answer = await api("/youtube", {
      videoId: "dQw4w9WgXcQ",
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      aspectRatio: "16:9",
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      mediaType: "video",
      objectId: "dQw4w9WgXcQ",
      extension: "yt",
      videoSettings: { source: "youtube", status: "ready", playback: "dQw4w9WgXcQ" },
    });
    expect(answer.json.publicUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const removed = await api("/delete", { mediaId: answer.json.id, bucketFolder: "media", objectId: "dQw4w9WgXcQ", extension: "yt" });
    expect(removed.json).toEqual({ success: true });
  });

  it("refuses links that are not YouTube, ids that do not match, and foreign thumbnails with the spec's texts", async () => {
    const base = { videoId: "dQw4w9WgXcQ", thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" };
    expect((await api("/youtube", { ...base, youtubeUrl: "https://vimeo.com/123" })).json.message).toBe("Bitte geben Sie eine gültige YouTube-URL ein");
    expect((await api("/youtube", { ...base, youtubeUrl: "https://www.youtube.com/watch?v=short" })).json.message).toBe(
      "YouTube-Video-ID konnte nicht extrahiert werden",
    );
    expect((await api("/youtube", { ...base, youtubeUrl: "https://www.youtube.com/watch?v=aaaaaaaaaaa" })).status).toBe(400);
    expect((await api("/youtube", { ...base, youtubeUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: "https://evil.test/x.jpg" })).status).toBe(400);
    const bad = await api("/youtube", { ...base, videoId: "x", youtubeUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(bad.json.issues[0].field).toBe("videoId");
  });
});

describe("own videos through the Stream adapter (local stand-in)", () => {
  it("gives a one-time upload address, takes the file, steps to ready while polled, and plays it", async () => {
    const direct = await api("/directUpload", { filename: "Laden.webm", fileSize: DEMO_VIDEO_WEBM.byteLength, mediaType: "video" });
    expect(direct.status).toBe(200);
    expect(direct.json.id).toMatch(/^[a-f0-9]{32}$/);
    expect(direct.json.url).toBe(`${ORIGIN}/_standins/stream/upload/${direct.json.id}`);

    const form = new FormData();
    form.append("file", new File([DEMO_VIDEO_WEBM], "Laden.webm", { type: "video/webm" }));
    expect((await request(direct.json.url, { method: "POST", body: form })).status).toBe(200);
    // A used upload address takes nothing more.
    expect((await request(direct.json.url, { method: "POST", body: form })).status).toBe(400);

    const entry = (await api("/createEntry", { uploadId: direct.json.id })).json;
    expect(entry).toMatchObject({
      mediaType: "video",
      objectId: direct.json.id,
      originalFilename: "Laden.webm",
      fileSize: DEMO_VIDEO_WEBM.byteLength,
      videoSettings: { source: "stream", uploadId: direct.json.id },
    });
    expect(entry.videoSettings.status).not.toBe("ready");
    expect((await api("/createEntry", { uploadId: direct.json.id })).json.id).toBe(entry.id);

    const states: string[] = [entry.videoSettings.status];
    let latest = entry;
    for (let i = 0; i < 5 && latest.videoSettings.status !== "ready"; i++) {
      latest = await status(entry.id);
      states.push(latest.videoSettings.status);
    }
    expect(states).toEqual(["inprogress", "inprogress", "ready"]);
    expect(latest.videoSettings.playback).toBe(`${ORIGIN}/_standins/stream/${direct.json.id}/iframe`);
    expect(latest.publicUrl).toBe(latest.videoSettings.playback);

    const player = await request(latest.publicUrl);
    expect(player.body).toContain(`src="${ORIGIN}/_standins/stream/${direct.json.id}/downloads/default.mp4"`);
    const file = await request(`/_standins/stream/${direct.json.id}/downloads/default.mp4`, { headers: { Range: "bytes=0-9" } });
    expect(file.status).toBe(206);
    expect(file.headers.get("Content-Range")).toBe(`bytes 0-9/${DEMO_VIDEO_WEBM.byteLength}`);

    expect((await api("/delete", { mediaId: entry.id, bucketFolder: "media", objectId: direct.json.id, extension: "mp4" })).json).toEqual({ success: true });
    expect(await env.MEDIA.head(`standins/stream/${direct.json.id}`)).toBeNull();
  });

  it("marks a file that is no video as failed, as Stream would", async () => {
    const direct = await api("/directUpload", { filename: "fake.mp4", fileSize: 73, mediaType: "video" });
    const form = new FormData();
    form.append("file", new File([uploadFixture(env, "valid-2x2.png")], "fake.mp4"));
    await request(direct.json.url, { method: "POST", body: form });
    const entry = (await api("/createEntry", { uploadId: direct.json.id })).json;
    expect(entry.videoSettings.status).toBe("error");
  });

  it("refuses other containers, and the stand-in is absent when LOCAL_STANDINS is not on", async () => {
    expect((await api("/directUpload", { filename: "clip.avi", fileSize: 10, mediaType: "video" })).json.message).toBe("File type not allowed");
    const off = await request(
      "/_standins/stream/client/v4/accounts/local/stream/direct_upload",
      { method: "POST", headers: { Authorization: "Bearer x" }, body: "{}" },
      { LOCAL_STANDINS: "off" },
    );
    expect(off.status).toBe(404);
    const noVideo = await request(
      "/api/v1/media/directUpload",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
        body: JSON.stringify({ filename: "a.mp4", fileSize: 10, mediaType: "video" }),
      },
      { LOCAL_STANDINS: "off" },
    );
    expect(noVideo.status).toBe(503);
  });
});
