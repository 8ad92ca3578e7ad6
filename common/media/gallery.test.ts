import { describe, expect, it } from "vitest";
import type { MediaView } from "../page-model";
import { galleryItems } from "./gallery";

const media = (id: string, over: Partial<MediaView> = {}): MediaView => ({
  id,
  publicUrl: `/media/${id}.jpg`,
  width: 640,
  height: 480,
  blurHash: "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
  alt: `Bild ${id}`,
  mediaType: "image",
  ...over,
});

describe("galleryItems", () => {
  it("keeps only images with an id and a public address, in order, as small props", () => {
    const items = galleryItems([media("a"), null, media("b", { publicUrl: "" }), media("", {}), media("c", { mediaType: "video" }), media("d")]);
    expect(items).toEqual([
      { id: "a", url: "/media/a.jpg", width: 640, height: 480, blurHash: "LKO2?U%2Tw=w]~RBVZRi};RPxuwH", alt: "Bild a" },
      { id: "d", url: "/media/d.jpg", width: 640, height: 480, blurHash: "LKO2?U%2Tw=w]~RBVZRi};RPxuwH", alt: "Bild d" },
    ]);
  });

  it("has an empty alt for missing or blank alt text and for a decorative picture (decision 127)", () => {
    const items = galleryItems([media("a", { alt: null }), media("b", { alt: "  " }), media("c", { alt: "Fassung", decorative: true })]);
    expect(items.map((i) => i.alt)).toEqual(["", "", ""]);
  });
});
