import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MediaImage } from "./media-image";

const media = { publicUrl: "/media/p1.jpg", width: 800, height: 600, blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", alt: "Schaufenster" };

describe("MediaImage", () => {
  it("has explicit dimensions, a srcset of the stored variants, sizes and the blurhash", () => {
    const html = renderToStaticMarkup(<MediaImage media={media} sizes="50vw" />);
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toContain('srcSet="/media/p1.jpg?w=320 320w, /media/p1.jpg?w=640 640w, /media/p1.jpg 800w"');
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('data-blurhash="LEHV6nWB2yk8pyo0adR*.7kCMdnj"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Schaufenster"');
  });

  it('has alt="" without alt text (no English stand-in, decision 127) and leaves out srcset and sizes for foreign addresses', () => {
    const html = renderToStaticMarkup(<MediaImage media={{ ...media, publicUrl: "https://cdn.example/a.jpg", alt: " ", blurHash: null }} priority />);
    expect(html).toContain('alt=""');
    expect(html).not.toContain("srcSet");
    expect(html).not.toContain("sizes");
    expect(html).not.toContain("data-blurhash");
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
