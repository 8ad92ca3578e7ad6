import { describe, expect, it } from "vitest";
import type { RenderBlock, RenderField } from "../../page-model";
import { parseBeholdFeed, postsFromBlock } from "./behold";

describe("parseBeholdFeed", () => {
  it("reads the posts of a feed answer with the provider's stable medium size and skips malformed ones", () => {
    const json = {
      username: "optik_seeblick",
      posts: [
        {
          id: "1",
          timestamp: "2026-10-01T09:00:00+0000",
          permalink: "https://www.instagram.com/p/abc/",
          mediaType: "IMAGE",
          mediaUrl: "https://scontent.cdninstagram.com/1.jpg",
          sizes: {
            small: { mediaUrl: "https://behold.pictures/a/1s.jpg", width: 300, height: 300 },
            medium: { mediaUrl: "https://behold.pictures/a/1m.jpg", width: 700, height: 700 },
          },
          prunedCaption: "Neue Fassungen",
        },
        {
          id: "2",
          mediaType: "VIDEO",
          mediaUrl: "https://cdn.example/2.mp4",
          sizes: { medium: { mediaUrl: "https://behold.pictures/a/2m.jpg" } },
          prunedCaption: null,
        },
        { id: 3, mediaType: "IMAGE" },
        { id: "4", mediaType: "IMAGE", mediaUrl: "https://scontent.cdninstagram.com/4.jpg" },
      ],
    };
    const result = parseBeholdFeed(json);
    if (!result.ok) throw new Error(result.error);
    expect(result.posts.map((p) => p.id)).toEqual(["1", "2"]);
    expect(result.posts[0]?.sizes?.medium?.mediaUrl).toBe("https://behold.pictures/a/1m.jpg");
    expect(result.posts[1]?.mediaType).toBe("VIDEO");
  });
  it("is an error for another shape or when no post is valid, and an empty feed is fine", () => {
    expect(parseBeholdFeed({ error: "not found" }).ok).toBe(false);
    expect(parseBeholdFeed(null).ok).toBe(false);
    expect(parseBeholdFeed({ posts: [{ id: 1 }] }).ok).toBe(false);
    expect(parseBeholdFeed({ posts: [] })).toEqual({ ok: true, posts: [] });
  });
});

describe("postsFromBlock", () => {
  const f = (name: string, position: number, extra: Partial<RenderField>): RenderField => ({
    id: `${name}${position}`,
    name,
    position,
    visible: true,
    text: null,
    json: null,
    media: null,
    ...extra,
  });
  it("maps the block's pictures and captions to posts", () => {
    const media = { id: "m1", publicUrl: "/media/m1.jpg", width: 1080, height: 1080, blurHash: null, alt: null, mediaType: "image" as const };
    const block: RenderBlock = {
      id: "b",
      type: "instagramFeed",
      options: {},
      fields: [f("images", 0, { media }), f("caption", 0, { text: "Sommer" }), f("caption", 1, { text: "ohne Bild" })],
    };
    expect(postsFromBlock(block)).toEqual([
      {
        id: "m1",
        mediaType: "IMAGE",
        mediaUrl: "/media/m1.jpg",
        permalink: undefined,
        sizes: { medium: { mediaUrl: "/media/m1.jpg?w=640" } },
        prunedCaption: "Sommer",
        timestamp: undefined,
      },
    ]);
  });
});
