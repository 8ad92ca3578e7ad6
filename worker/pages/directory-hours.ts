import type { Context } from "hono";
import { DIRECTORY_HOURS_PATH, type DirectoryHours } from "../../common/directory/types";
import { todayInZone } from "../../common/opening-hours";
import { dedupeViews, type HoursView } from "../../common/opening-hours-view";
import type { AppEnv } from "../app-env";
import { etagMatches, FULL_TAG, readCachedPage, readGeneration, TagTracker, writeCachedPage } from "../cache/page-cache";
import { OPTICIAN_TAG } from "../cache/tags";
import { buildId, clientAssets } from "./assets";
import { hoursViewOf } from "./directory-data";

/** Business data and a full revalidation change the hours; the page cache keeps the answer like a page. */
const HOURS_TAGS = [FULL_TAG, OPTICIAN_TAG];
/** Revalidated with the ETag on every use, like visitor pages; the page cache keeps it fast. */
const HOURS_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" };

/** The active directory branches' hours as the directory shows them from `fromDate` on, each distinct table once. */
export function directoryHoursOf(rows: readonly { id: string; opening_hours: string }[], fromDate: string): DirectoryHours {
  const tables: HoursView[] = rows.map((row) => hoursViewOf(row.opening_hours, fromDate));
  const { tables: distinct, indexOf } = dedupeViews(tables);
  return { tables: distinct, branches: Object.fromEntries(rows.map((row, i) => [row.id, indexOf[i] ?? 0])) };
}

/**
 * GET /~directory-hours: the opening hours of the site's active directory branches (decision 116). The directory
 * shows a business's address at once and loads these when a visitor first points at, focuses or opens a business:
 * they were the directory page's whole extra cost over other pages. Cached like a page, under the optician tag,
 * per day (special dates that have passed drop out).
 */
export async function directoryHours(c: Context<AppEnv>) {
  const site = c.get("site");
  const today = todayInZone(new Date()).date;
  const key = `${buildId(await clientAssets(c.env))}:${site.origin}${DIRECTORY_HOURS_PATH}:${today}`;
  const generation = await readGeneration(c.env.PAGE_CACHE, site.id);
  const hit = await readCachedPage(c.env.PAGE_CACHE, site.id, key, generation, HOURS_TAGS);
  if (hit) {
    const headers = { ...HOURS_HEADERS, ETag: hit.etag, "X-Cache": "HIT" };
    if (etagMatches(c.req.header("If-None-Match"), hit.etag)) return c.body(null, 304, headers);
    return c.body(hit.html, 200, headers);
  }
  const tags = new TagTracker(c.env.PAGE_CACHE, site.id, generation);
  await tags.use(HOURS_TAGS);
  const { results } = await c
    .get("db")
    .prepare(
      `SELECT b.id, b.opening_hours FROM branches b JOIN businesses o ON o.site_id = $site AND o.id = b.business_id
       WHERE b.site_id = $site AND b.active = 1 AND o.active = 1`,
    )
    .all<{ id: string; opening_hours: string }>();
  const body = JSON.stringify(directoryHoursOf(results, today));
  c.executionCtx.waitUntil(writeCachedPage(c.env.PAGE_CACHE, key, body, 200, tags));
  return c.body(body, 200, { ...HOURS_HEADERS, "X-Cache": "MISS" });
}
