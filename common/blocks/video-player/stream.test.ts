import { describe, expect, it } from "vitest";
import { streamVideoUrls } from "./stream";

const ID = "5d5bc37ffcf54c9b82e996823bffbb81";

describe("streamVideoUrls", () => {
  it("builds the manifest, thumbnail and player addresses of a Stream video", () => {
    expect(streamVideoUrls(ID)).toEqual({
      hls: `https://videodelivery.net/${ID}/manifest/video.m3u8`,
      dash: `https://videodelivery.net/${ID}/manifest/video.mpd`,
      thumbnail: `https://videodelivery.net/${ID}/thumbnails/thumbnail.jpg`,
      iframe: `https://iframe.videodelivery.net/${ID}`,
    });
  });

  it("uses the customer subdomain when one is given", () => {
    expect(streamVideoUrls(ID, "customer-f33zs165nr7gyfy4")?.iframe).toBe(`https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${ID}/iframe`);
    expect(streamVideoUrls(` ${ID.toUpperCase()} `, "customer-f33zs165nr7gyfy4")?.hls).toBe(
      `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${ID}/manifest/video.m3u8`,
    );
  });

  it("rejects malformed ids and subdomains", () => {
    expect(streamVideoUrls("abc")).toBeNull();
    expect(streamVideoUrls(`${ID}/../x`)).toBeNull();
    expect(streamVideoUrls(ID, "evil.example/x")).toBeNull();
  });
});
