import { Hono } from "hono";
import { DEMO_FEED_ID, FAILING_SLUG, DEMO_PLACE_ID, SAMPLE_ARTICLES, SAMPLE_POSTS, SAMPLE_REVIEWS, samplePicture } from "./sample-data";

/**
 * Local stand-ins of the outside services (docs/decisions/020), mounted under /_standins/<service> only when
 * LOCAL_STANDINS is "on": a Behold JSON feed, the Places API (New) Place Details with reviews, and a WordPress
 * REST API with posts. Their answers have the providers' shapes; links and pictures point back to the stand-ins.
 */
export const standins = new Hono<{ Bindings: Env }>();

const origin = (url: string) => new URL(url).origin;
const svg = (body: string) => new Response(body, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });

standins.get("/_standins/behold/pictures/:n{[0-9]+}", (c) => {
  const post = SAMPLE_POSTS[Number(c.req.param("n"))];
  return post ? svg(samplePicture(post.hue, "Optik Seeblick")) : c.notFound();
});
standins.get("/_standins/behold/:feedId", (c) => {
  if (c.req.param("feedId") !== DEMO_FEED_ID) return c.json({ error: "Feed not found" }, 404);
  const base = `${origin(c.req.url)}/_standins/behold/pictures`;
  return c.json({
    username: "optik_seeblick",
    profilePictureUrl: `${base}/0`,
    posts: SAMPLE_POSTS.map((post, i) => {
      const size = (width: number) => ({ mediaUrl: `${base}/${i}`, width, height: width });
      return {
        id: `1790${i}`,
        timestamp: post.date,
        permalink: `https://www.instagram.com/p/standin${i}/`,
        mediaType: post.video ? "VIDEO" : "IMAGE",
        mediaUrl: post.video ? `https://scontent.cdninstagram.com/v/standin${i}.mp4` : `https://scontent.cdninstagram.com/v/standin${i}.jpg`,
        sizes: { small: size(320), medium: size(640), large: size(1024), full: size(1080) },
        caption: `${post.caption} #optik`,
        prunedCaption: post.caption,
      };
    }),
  });
});

standins.get("/_standins/places/v1/places/:placeId", (c) => {
  if (!c.req.header("X-Goog-Api-Key"))
    return c.json({ error: { code: 403, message: "The request is missing a valid API key.", status: "PERMISSION_DENIED" } }, 403);
  if (c.req.param("placeId") !== DEMO_PLACE_ID) return c.json({ error: { code: 404, message: "Place not found", status: "NOT_FOUND" } }, 404);
  const lang = c.req.query("languageCode") === "fr" ? "fr" : "de";
  return c.json({
    reviews: SAMPLE_REVIEWS.map((review, i) => ({
      name: `places/${DEMO_PLACE_ID}/reviews/r${i}`,
      relativePublishTimeDescription: review.time[lang],
      rating: review.rating,
      text: { text: review.text[lang], languageCode: lang },
      originalText: { text: review.text.de, languageCode: "de" },
      authorAttribution: { displayName: review.author, uri: "https://www.google.com/maps/contrib/0", photoUri: "" },
      publishTime: "2026-10-01T10:00:00Z",
    })),
  });
});

const articleLink = (base: string, a: (typeof SAMPLE_ARTICLES)[number]) => `${base}/${a.date.slice(0, 4)}/${a.date.slice(5, 7)}/${a.slug}/`;

standins.get("/_standins/articles/wp-json/wp/v2/posts", (c) => {
  const base = `${origin(c.req.url)}/_standins/articles`;
  const slug = c.req.query("slug");
  // A permalink ending in /serverfehler/ shows how the editor sees an outage of the article site.
  if (slug === FAILING_SLUG) return c.json({ code: "internal_server_error", message: "Stand-in outage", data: { status: 500 } }, 500);
  const include = c.req.query("include")?.split(",").map(Number);
  const posts = SAMPLE_ARTICLES.filter((a) => (slug === undefined || a.slug === slug) && (include === undefined || include.includes(a.id)));
  return c.json(
    posts.map((a) => ({
      id: a.id,
      date: a.date,
      link: articleLink(base, a),
      title: { rendered: a.title },
      excerpt: { rendered: a.excerpt, protected: false },
      _embedded: {
        "wp:featuredmedia": [
          {
            id: a.id * 10,
            alt_text: "",
            source_url: `${base}/wp-content/${a.id}.svg`,
            media_details: { width: 640, height: 640, sizes: { medium: { source_url: `${base}/wp-content/${a.id}.svg`, width: 640, height: 640 } } },
          },
        ],
      },
    })),
  );
});
standins.get("/_standins/articles/wp-content/:file", (c) => {
  const article = SAMPLE_ARTICLES.find((a) => `${a.id}.svg` === c.req.param("file"));
  return article ? svg(samplePicture(article.hue, "Artikel")) : c.notFound();
});
standins.get("/_standins/articles/:year/:month/:slug/", (c) => {
  const article = SAMPLE_ARTICLES.find((a) => a.slug === c.req.param("slug"));
  return article ? c.html(`<!doctype html><html lang="de"><title>${article.slug}</title><h1>${article.title}</h1>${article.excerpt}`) : c.notFound();
});
