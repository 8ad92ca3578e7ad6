import { Hono } from "hono";
import { z } from "zod";
import { ARTICLE_LOOKUP_TEXTS } from "../../common/articles/teaser";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { findPostId, loadTeasers, storeTeaser } from "../outside/articles";
import { outsideConfig } from "../outside/config";
import { currentSite } from "../outside/site";

export const articleLookupSchema = z.object({
  url: z.string({ error: ARTICLE_LOOKUP_TEXTS.missing }).trim().min(1, ARTICLE_LOOKUP_TEXTS.missing).max(2_000),
});

/**
 * POST /articles/lookup { url }: an article URL of the configured article site pasted by an editor. Answers the post
 * id and its teaser (stored for the site, so a goFeed or newsFeedBoard listing the id shows it), or the spec's texts:
 * 400 'URL nicht angegeben', 404 'Url nicht gefunden' (Could not find article with this URL), 502 the generic error.
 */
export const articlesApi = new Hono<AppEnv>().post("/lookup", validate("json", articleLookupSchema), async (c) => {
  const config = outsideConfig(c.env, new URL(c.req.url).origin);
  const site = currentSite(c);
  if (!config.articleSiteUrl) throw new ApiError(503, "no_article_site", ARTICLE_LOOKUP_TEXTS.failed);
  const found = await findPostId(config.fetcher, config.articleSiteUrl, c.req.valid("json").url);
  if (!found.ok) {
    console.error(`article lookup: ${found.error}`);
    if (found.reason === "not_found") throw new ApiError(404, "article_not_found", ARTICLE_LOOKUP_TEXTS.notFound);
    throw new ApiError(502, "article_lookup_failed", ARTICLE_LOOKUP_TEXTS.failed);
  }
  const teasers = await loadTeasers(config.fetcher, config.articleSiteUrl, [found.postId]);
  const teaser = teasers.ok ? teasers.data.find((t) => t.postId === found.postId) : undefined;
  if (!teaser) {
    console.error(`article teaser ${found.postId}: ${teasers.ok ? "missing in the answer" : teasers.error}`);
    throw new ApiError(502, "article_lookup_failed", ARTICLE_LOOKUP_TEXTS.failed);
  }
  await storeTeaser(c.env.PAGE_CACHE, site, teaser);
  return c.json({ postId: found.postId, teaser });
});
