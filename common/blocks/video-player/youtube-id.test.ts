import { describe, expect, it } from "vitest";
import { checkYoutubeUrl, YOUTUBE_URL_ERRORS, youtubeEmbedUrl, youtubeMediaPayload, youtubeVideoId } from "./youtube-id";

const ID = "dQw4w9WgXcQ";

describe("youtubeVideoId", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("accepts %s", (url) => {
    expect(youtubeVideoId(url)).toBe(ID);
  });

  it.each([
    "",
    "not a url",
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    "https://www.youtube.com/watch?v=tooShort",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch?v=abc$%^&*()_",
    `https://www.youtube.com/channel/${ID}`,
    `https://youtu.be/${ID}/extra`,
    `javascript:alert(1)//youtu.be/${ID}`,
  ])("rejects %s", (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe("checkYoutubeUrl", () => {
  it("returns the id of a valid link", () => {
    expect(checkYoutubeUrl(`https://youtu.be/${ID}`)).toEqual({ id: ID });
  });

  it("rejects other sites with the URL message", () => {
    expect(checkYoutubeUrl("https://example.com/video")).toEqual({ error: YOUTUBE_URL_ERRORS.invalidUrl });
  });

  it("reports a YouTube link without a usable id", () => {
    expect(checkYoutubeUrl("https://www.youtube.com/watch?v=short")).toEqual({ error: YOUTUBE_URL_ERRORS.noVideoId });
  });
});

describe("youtubeEmbedUrl", () => {
  it("uses the privacy-enhanced host", () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it("mutes autoplaying videos, as browsers only autoplay muted ones", () => {
    expect(youtubeEmbedUrl(ID, true)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=1`);
  });
});

describe("YouTube media payload", () => {
  it("gives the id, a full link and the thumbnail for a usable link, else the spec's message", () => {
    expect(youtubeMediaPayload("youtu.be/dQw4w9WgXcQ")).toEqual({
      videoId: "dQw4w9WgXcQ",
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      aspectRatio: "16:9",
    });
    expect(youtubeMediaPayload("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "4:3")).toMatchObject({ videoId: "dQw4w9WgXcQ", aspectRatio: "4:3" });
    expect(youtubeMediaPayload("https://vimeo.com/1")).toEqual({ error: "Bitte geben Sie eine gültige YouTube-URL ein" });
    expect(youtubeMediaPayload("https://www.youtube.com/watch?v=abc")).toEqual({ error: "YouTube-Video-ID konnte nicht extrahiert werden" });
  });
});
