import type { Locale } from "../../common/locales";
import { getPublication, type PublicationEntry } from "../content/history";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { buildBlocks, type ItemRow, type LivePage } from "./load-live-page";

type MediaRow = {
  id: string;
  object_id: string;
  focal_point: string | null;
  crop_area: string | null;
  play: string | null;
  extension: string;
  width: number | null;
  height: number | null;
  blur_hash: string | null;
  alt: string | null;
  media_type: ItemRow["m_type"];
};

/**
 * An earlier publication of the page, rendered like the live page (decision 023): the page as loaded for edit mode
 * (chrome, addresses) with the blocks and title of the snapshot. Media that no longer exist render as missing.
 */
export async function withPublication(db: SiteDb, data: LivePage, publicationId: string, locale: Locale): Promise<{ data: LivePage; entry: PublicationEntry }> {
  const publication = await getPublication(db, publicationId);
  if (publication.pageId !== data.page.id) throw new ApiError(404, "publication_not_found", `publication ${publicationId} not found`);
  const mediaIds = [...new Set(publication.items.flatMap((item) => (item.type === "field" && item.state.mediaId ? [item.state.mediaId] : [])))];
  const { results: media } = mediaIds.length
    ? await db
        .prepare(
          `SELECT id, object_id, focal_point, crop_area, CASE WHEN json_extract(video_settings, '$.source') = 'stream' THEN json_extract(video_settings, '$.playback') END AS play, extension, width, height, blur_hash, json_extract(alt, '$.' || ?1) AS alt, media_type FROM media WHERE site_id = $site AND id IN (${mediaIds.map((_, i) => `?${i + 2}`).join(",")})`,
        )
        .bind(locale, ...mediaIds)
        .all<MediaRow>()
    : { results: [] as MediaRow[] };
  const rows: ItemRow[] = publication.items.map((item) => {
    const found = item.type === "field" && item.state.mediaId ? media.find((m) => m.id === item.state.mediaId) : undefined;
    return {
      id: item.id,
      type: item.type,
      page_id: publication.pageId,
      parent_id: item.parentId,
      state: JSON.stringify(item.state),
      version: 0,
      m_id: found?.id ?? null,
      m_url: found ? `/media/${found.object_id}.${found.extension}` : null,
      m_width: found?.width ?? null,
      m_height: found?.height ?? null,
      m_blur: found?.blur_hash ?? null,
      m_alt: found?.alt ?? null,
      m_type: found?.media_type ?? null,
      m_focal: found?.focal_point ?? null,
      m_crop: found?.crop_area ?? null,
      m_play: found?.play ?? null,
    };
  });
  const pageState = publication.items.find((item) => item.type === "page");
  const title = pageState?.type === "page" ? (pageState.state.meta.name[locale] ?? data.page.title) : data.page.title;
  const { id, number, publishedBy, publishedAt } = publication;
  return {
    data: { ...data, page: { ...data.page, title, status: undefined, version: undefined, blocks: buildBlocks(rows, locale, "published") } },
    entry: { id, number, publishedBy, publishedAt },
  };
}
