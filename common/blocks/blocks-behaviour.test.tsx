import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RenderBlock } from "../page-model";
import type { RenderContext } from "./define";
import { blockTexts } from "./shared/texts";
import { InstagramPosts } from "./instagram-feed/instagram-posts";
import { BLOCKS } from "./registry";
import { block, cardFields, context, itemField, link, listing, mediaField, same, textField, title } from "./test-fixtures";
import type { BlockType } from "./types";

const render = (type: BlockType, b: RenderBlock, ctx: RenderContext) => {
  const definition = BLOCKS[type];
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options)} ctx={ctx} />);
};
const label = { de: "Anrufen", fr: "Appeler" };

describe("dynamic buttons", () => {
  const labelOnly = block("multiCta", [textField("title", title, "de"), itemField("button", label, "de", 0)]);
  const linkOnly = block("multiCta", [textField("title", title, "de")], { links: [{ type: "phone", phone: "052 000 00 00" }] });

  it("live, a button without link or without label is left out", () => {
    expect(render("multiCta", labelOnly, context("de"))).not.toMatch(/Anrufen|<a /);
    expect(render("multiCta", linkOnly, context("de"))).not.toContain("<a ");
  });

  it("in edit mode they show a missing-link or missing-text warning", () => {
    expect(render("multiCta", labelOnly, context("de", "edit"))).toContain("Anrufen: Link fehlt");
    expect(render("multiCta", linkOnly, context("fr", "edit"))).toContain("Texte manquant");
    expect(
      render("announcementBar", block("announcementBar", [textField("title", title, "de"), textField("button", label, "de")]), context("de", "edit")),
    ).toContain("Link fehlt");
    for (const type of ["hero", "cta"] as const) {
      const withLabel = block(type, [textField("title", title, "de"), textField("button", label, "de")]);
      expect(render(type, withLabel, context("de", "edit")), type).toContain("Anrufen: Link fehlt");
      expect(render(type, withLabel, context("de")), type).not.toContain("Anrufen");
      expect(
        render(type, block(type, [textField("title", title, "de")], { link: { type: "phone", phone: "052 000 00 00" } }), context("de", "edit")),
        type,
      ).toContain("Text fehlt");
    }
  });

  it("unsafe links never become an href", () => {
    const html = render(
      "multiCta",
      block("multiCta", [itemField("button", label, "de", 0)], { links: [{ type: "url", url: "javascript:alert(1)" }] }),
      context("de", "edit"),
    );
    expect(html).not.toContain("javascript:");
  });

  it("a link to an unpublished page counts as missing", () => {
    const html = render(
      "announcementBar",
      block("announcementBar", [textField("title", title, "de"), textField("button", label, "de")], { link: { type: "page", page: { id: "draft" } } }),
      context("de"),
    );
    expect(html).not.toContain("<a ");
  });

  it("booking links must be web addresses, not e-mail addresses", () => {
    const html = render(
      "bookingContainer",
      block("bookingContainer", [textField("title", title, "de")], { bookingLink: { type: "url", url: "info@optik.example" } }),
      context("de", "edit"),
    );
    expect(html).not.toContain("<a ");
    expect(html).toContain(blockTexts("de").missingBookingLink);
  });
});

describe("video player", () => {
  it("a link that is not YouTube shows the YouTube placeholder in edit mode and nothing live", () => {
    const b = block("videoPlayer", [], { videoUrl: "https://vimeo.com/1" });
    expect(render("videoPlayer", b, context("de", "edit"))).toContain("YouTube-Video nicht verfügbar");
    expect(render("videoPlayer", b, context("de"))).toBe("");
  });

  it("without any video the edit placeholder is 'Video nicht verfügbar'", () => {
    expect(render("videoPlayer", block("videoPlayer", []), context("de", "edit"))).toContain("Video nicht verfügbar");
  });

  it("the video field's link wins over the option, and autoplay mutes", () => {
    const b = block("videoPlayer", [textField("video", same("https://www.youtube.com/watch?v=aaaaaaaaaaa"), "de")], {
      videoUrl: "https://youtu.be/bbbbbbbbbbb",
      autoplay: true,
    });
    expect(render("videoPlayer", b, context("de"))).toContain("youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1&amp;mute=1");
  });

  it("an own-hosted video plays in a video element", () => {
    const html = render("videoPlayer", block("videoPlayer", [mediaField("video", 0, "video")]), context("fr"));
    expect(html).toContain('<video src="/media/m0.mp4"');
    expect(html).toContain('aria-label="Vidéo"');
  });

  it("a Cloudflare Stream id wins over the R2 file and plays in Stream's player", () => {
    const b = block("videoPlayer", [mediaField("video", 0, "video")], { streamVideoId: "5d5bc37ffcf54c9b82e996823bffbb81" });
    const html = render("videoPlayer", b, context("de"));
    expect(html).toContain('src="https://iframe.videodelivery.net/5d5bc37ffcf54c9b82e996823bffbb81"');
    expect(html).not.toContain("<video");
  });

  it("live, YouTube waits behind a play button; edit mode embeds it and keeps the failure placeholder hidden", () => {
    const b = block("videoPlayer", [], { videoUrl: "https://youtu.be/bbbbbbbbbbb" });
    const live = render("videoPlayer", b, context("de"));
    expect(live).not.toContain("<iframe");
    expect(live).toContain("YouTube-Video abspielen: Video");
    const edit = render("videoPlayer", b, context("de", "edit"));
    expect(edit).toContain('<iframe src="https://www.youtube-nocookie.com/embed/bbbbbbbbbbb"');
    expect(edit).toMatch(/<p class="block-placeholder"[^>]*hidden="">YouTube-Video nicht verfügbar<\/p>/);
    const file = render("videoPlayer", block("videoPlayer", [mediaField("video", 0, "video")]), context("fr", "edit"));
    expect(file).toMatch(/<p class="block-placeholder"[^>]*hidden="">Vidéo non disponible<\/p>/);
  });
});

describe("galleries and lists", () => {
  it("the gallery renders 24 images with 'Mehr laden'; the island's props carry all of them", () => {
    const many = Array.from({ length: 30 }, (_, i) => mediaField("images", i));
    const html = render("mediaGallery", block("mediaGallery", many), context("de"));
    const [markup = "", props = ""] = html.split("data-island-props");
    expect(markup.match(/<li>/g)).toHaveLength(24);
    expect(markup).toContain("Mehr laden");
    expect(props).toContain('"id":"m29"');
    // Edit mode: every image, no lightbox links, no paging.
    const edit = render("mediaGallery", block("mediaGallery", many), context("de", "edit"));
    // Each picture carries its media id: the edit-mode delete buttons act on it.
    expect(edit.match(/<li [^>]*data-media-id="m\d+"/g)).toHaveLength(30);
    expect(edit).not.toContain("<a ");
    expect(edit).not.toContain("Mehr laden");
  });

  it("the gallery leaves out media without id or public URL", () => {
    const broken = { ...mediaField("images", 1), media: { ...mediaField("images", 1).media!, publicUrl: "" } };
    const html = render("mediaGallery", block("mediaGallery", [mediaField("images", 0), broken]), context("de"));
    expect(html.match(/<li>/g)).toHaveLength(1);
    expect(render("mediaGallery", block("mediaGallery", [broken]), context("de"))).toBe("");
  });

  it("cards are h3 under a block title and h2 without one", () => {
    expect(render("serviceBoard", block("serviceBoard", cardFields(0, title, title, "de")), context("de"))).toContain('<h2 class="card__title">');
  });

  it('images without alt text get no English stand-in: alt="", or the page\'s own description (decision 127)', () => {
    const noAlt = { ...mediaField("images", 0), media: { ...mediaField("images", 0).media!, alt: null } };
    expect(render("imageCollage", block("imageCollage", [noAlt]), context("de"))).toContain('alt=""');
    const contact = (name: string) => block("contact", [noAlt, textField("phone", same("052"), "de"), textField("name", same(name), "de")]);
    expect(render("contact", contact("Optik Seeblick"), context("de"))).toContain('alt="Optik Seeblick"');
    const decorative = { ...noAlt, media: { ...noAlt.media, alt: "Logo von Optik Seeblick", decorative: true } };
    expect(render("imageCollage", block("imageCollage", [decorative]), context("de"))).toContain('alt=""');
  });

  it("empty lists show the spec's texts, in the page's language", () => {
    const jobs = block("jobs", [textField("title", title, "de")]);
    expect(render("jobs", jobs, context("de"))).toContain("Keine offenen Stellen");
    expect(render("jobs", jobs, context("fr"))).toContain("Aucune offre d&#x27;emploi");
    expect(render("jobs", jobs, context("en"))).toContain("no jobs");
    expect(render("marketplace", block("marketplace", [textField("title", title, "de")]), context("en"))).toContain("no items");
    expect(render("instagramFeed", block("instagramFeed", [], { account: "optik" }), context("en"))).toContain("No Instagram posts available");
  });

  it("marketplace filters by listing kind and type; jobs are left out of 'all'", () => {
    const listings = [
      listing("a", "frame", "Suche Fassung", { kind: "searching" }),
      listing("b", "object", "Biete Vitrine"),
      listing("c", "job", "Stelle Optiker"),
    ];
    const html = render("marketplace", block("marketplace", [], { listingKind: "offering" }), context("de", "live", {}, listings));
    expect(html).toContain("Biete Vitrine");
    expect(html).not.toContain("Suche Fassung");
    expect(html).not.toContain("Stelle Optiker");
    const frames = render("marketplace", block("marketplace", [], { marketplaceType: "frame" }), context("de", "live", {}, listings));
    expect(frames).toContain("Suche Fassung");
    expect(frames).not.toContain("Biete Vitrine");
  });

  it("reviews below the minimum rating are left out; none left shows 'Keine Bewertungen gefunden' in edit mode only", () => {
    const review = (position: number, rating: string) => [
      itemField("quote", same(`Bewertung ${rating}`), "de", position),
      itemField("rating", same(rating), "de", position),
    ];
    const b = block("reviewSlider", [textField("title", title, "de"), ...review(0, "3"), ...review(1, "5")], { minimumRating: 4 });
    const html = render("reviewSlider", b, context("de"));
    expect(html).toContain("Bewertung 5");
    expect(html).not.toContain("Bewertung 3");
    const none = { ...b, options: { minimumRating: 5 }, fields: b.fields.slice(0, 3) };
    expect(render("reviewSlider", none, context("de"))).toBe("");
    expect(render("reviewSlider", none, context("de", "edit"))).toContain("Keine Bewertungen gefunden");
  });
});

describe("Instagram posts", () => {
  const texts = blockTexts("de");
  const post = (id: string, extra: object = {}) => ({ id, mediaType: "IMAGE", mediaUrl: `https://cdn.example/${id}.jpg`, ...extra });

  it("shows up to the limit, with the caption as alt text or 'Instagram post' in the page's language", () => {
    const html = renderToString(
      <InstagramPosts posts={[post("a", { prunedCaption: "Neue Brillen" }), post("b"), post("c")]} limit={2} columnLayout="3" texts={texts} />,
    );
    expect(html.match(/<img/g)).toHaveLength(2);
    expect(html).toContain('alt="Neue Brillen"');
    expect(html).toContain('alt="Instagram-Beitrag"');
  });

  it("uses a video's medium-size image and drops posts without a safe image", () => {
    const video = post("v", { mediaType: "VIDEO", sizes: { medium: { mediaUrl: "https://cdn.example/v-poster.jpg" } } });
    const html = renderToString(<InstagramPosts posts={[video, post("x", { mediaUrl: "javascript:alert(1)" })]} limit={6} columnLayout="3" texts={texts} />);
    expect(html).toContain("v-poster.jpg");
    expect(html).not.toContain("javascript:");
  });

  it("without posts it shows the empty text", () => {
    expect(renderToString(<InstagramPosts posts={[]} limit={6} columnLayout="3" texts={texts} />)).toContain(texts.noInstagramPosts);
  });
});

describe("page links in boards", () => {
  it("a card links through the per-position links option", () => {
    const html = render(
      "goFeed",
      block("goFeed", [...cardFields(0, title, title, "de"), ...cardFields(1, same("Zweiter"), title, "de")], { links: [null, link] }),
      context("de"),
    );
    expect(html).toContain('<a href="/de/~contact">Zweiter</a>');
  });
});
