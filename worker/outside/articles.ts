import { z } from "zod";
import { type ArticleTeaser, articleTeaserSchema, renderedToText } from "../../common/articles/teaser";
import { revalidateTag } from "../cache/page-cache";
import { type Fetcher, fetchJson } from "./fetch-json";
import type { OutsideSite } from "./site";
import { type Loaded, readOutside, refreshOutside, writeOutside } from "./store";

/** Carried by pages with article teasers: refreshed teasers re-render them. */
export const ARTICLES_TAG = "articles";
const KIND = "articles";
const teasersSchema = z.record(z.string(), articleTeaserSchema);
type Teasers = z.infer<typeof teasersSchema>;

/** Why a pasted URL gave no post: not an article of the site (the spec's 'Url nicht gefunden'), or the lookup failed. */
export type LookupError = { ok: false; reason: "not_found" | "failed"; error: string };

const postLinkSchema = z.array(z.object({ id: z.number().int().positive(), link: z.string() }));
const postSchema = z.object({
  id: z.number().int().positive(),
  link: z.string(),
  date: z.string().optional(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }).optional(),
  _embedded: z
    .object({
      "wp:featuredmedia": z
        .array(
          z.object({
            source_url: z.string().optional(),
            alt_text: z.string().optional(),
            media_details: z
              .object({
                width: z.number().optional(),
                height: z.number().optional(),
                sizes: z.record(z.string(), z.object({ source_url: z.string(), width: z.number(), height: z.number() })).optional(),
              })
              .optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});

/** A URL compared without query, fragment, trailing slash, scheme and "www.". */
const comparable = (url: URL) => `${url.host.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;

/** The REST address of the site's posts (WordPress shape). */
const postsUrl = (siteUrl: string, query: URLSearchParams) => `${siteUrl.replace(/\/$/, "")}/wp-json/wp/v2/posts?${query}`;

/**
 * The post id of an article URL of the configured article site: the permalink's last path segment is the post slug
 * (GET /wp-json/wp/v2/posts?slug=…), and the post's own link must be the pasted URL.
 */
export async function findPostId(fetcher: Fetcher, siteUrl: string, pasted: string): Promise<{ ok: true; postId: number } | LookupError> {
  let url: URL;
  let site: URL;
  try {
    url = new URL(pasted.trim());
    site = new URL(siteUrl);
  } catch {
    return { ok: false, reason: "not_found", error: "not a URL of the article site" };
  }
  if (url.host.replace(/^www\./, "") !== site.host.replace(/^www\./, "") || !url.pathname.startsWith(site.pathname.replace(/\/?$/, "/")))
    return { ok: false, reason: "not_found", error: "another site" };
  const slug = url.pathname.split("/").filter(Boolean).at(-1);
  if (!slug) return { ok: false, reason: "not_found", error: "no post slug in the URL" };
  const answer = await fetchJson(fetcher, postsUrl(siteUrl, new URLSearchParams({ slug, _fields: "id,link" })));
  if (!answer.ok) return { ok: false, reason: "failed", error: answer.error };
  const posts = postLinkSchema.safeParse(answer.json);
  if (!posts.success) return { ok: false, reason: "failed", error: "malformed posts answer" };
  const post = posts.data.find((p) => URL.canParse(p.link) && comparable(new URL(p.link)) === comparable(url));
  return post ? { ok: true, postId: post.id } : { ok: false, reason: "not_found", error: "no post with this permalink" };
}

/** Teasers of the given posts (GET /wp-json/wp/v2/posts?include=…&_embed=wp:featuredmedia); unknown ids are absent. */
export async function loadTeasers(fetcher: Fetcher, siteUrl: string, postIds: readonly number[]): Promise<Loaded<ArticleTeaser[]>> {
  if (postIds.length === 0) return { ok: true, data: [] };
  const query = new URLSearchParams({
    include: postIds.join(","),
    per_page: "100",
    _embed: "wp:featuredmedia",
    _fields: "id,link,date,title,excerpt,_links,_embedded",
  });
  const answer = await fetchJson(fetcher, postsUrl(siteUrl, query));
  if (!answer.ok) return answer;
  if (!Array.isArray(answer.json)) return { ok: false, error: "malformed posts answer" };
  const teasers = answer.json.flatMap((raw): ArticleTeaser[] => {
    const post = postSchema.safeParse(raw);
    if (!post.success || !URL.canParse(post.data.link)) return [];
    const media = post.data._embedded?.["wp:featuredmedia"]?.[0];
    const sized = media?.media_details?.sizes?.medium_large ?? media?.media_details?.sizes?.medium;
    const imageUrl = sized?.source_url ?? media?.source_url;
    return [
      {
        postId: post.data.id,
        title: renderedToText(post.data.title.rendered),
        excerpt: renderedToText(post.data.excerpt?.rendered ?? ""),
        link: post.data.link,
        date: post.data.date ?? null,
        image:
          imageUrl && URL.canParse(imageUrl)
            ? {
                url: imageUrl,
                width: sized?.width ?? media?.media_details?.width ?? null,
                height: sized?.height ?? media?.media_details?.height ?? null,
                alt: media?.alt_text ?? "",
              }
            : null,
      },
    ];
  });
  if (teasers.length === 0 && answer.json.length > 0) return { ok: false, error: "malformed posts answer: no post has the expected shape" };
  return { ok: true, data: teasers };
}

/** The stored teasers of the site by post id (empty when none was ever added). */
export async function readTeasers(kv: KVNamespace, site: OutsideSite): Promise<Teasers> {
  return (await readOutside(kv, site.id, KIND, teasersSchema))?.data ?? {};
}

/** Stores a teaser found by the lookup next to the others and re-renders the pages showing teasers. */
export async function storeTeaser(kv: KVNamespace, site: OutsideSite, teaser: ArticleTeaser): Promise<void> {
  const stored = await readOutside(kv, site.id, KIND, teasersSchema);
  const data = { ...(stored?.data ?? {}), [String(teaser.postId)]: teaser };
  await writeOutside(kv, site.id, KIND, {
    data,
    fetchedAt: stored?.fetchedAt ?? new Date().toISOString(),
    error: stored?.error ?? null,
    failedAt: stored?.failedAt ?? null,
  });
  await revalidateTag(kv, site.id, ARTICLES_TAG);
}

/** Fetches every stored teaser afresh; a failing article site keeps the last good teasers. */
export async function refreshArticles(kv: KVNamespace, site: OutsideSite, fetcher: Fetcher, siteUrl: string): Promise<void> {
  const stored = await readTeasers(kv, site);
  const ids = Object.keys(stored).map(Number);
  if (ids.length === 0 || !siteUrl) return;
  await refreshOutside(kv, site.id, KIND, ARTICLES_TAG, teasersSchema, {}, async () => {
    const fresh = await loadTeasers(fetcher, siteUrl, ids);
    if (!fresh.ok) return fresh;
    // A post that is gone from the site keeps its last teaser: an editor removes it from the block.
    return { ok: true, data: { ...stored, ...Object.fromEntries(fresh.data.map((t) => [String(t.postId), t])) } };
  });
}
