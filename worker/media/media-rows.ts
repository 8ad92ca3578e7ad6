import { and, desc, eq, sql } from "drizzle-orm";
import { mediaUrl } from "../../common/media";
import { type CropArea, type FocalPoint, LIBRARY_PAGE_SIZE, type MediaEntry, type VideoSettings, videoSettingsSchema } from "../../common/media/media-api";
import { database } from "../content/pages";
import { media } from "../db/schema";
import { SITE, type SiteDb } from "../sites/site-db";

type Row = typeof media.$inferSelect;

/** The editor's view of a media row (editor-side section 3): resolution, public address, parsed JSON fields. */
export function toEntry(row: Row): MediaEntry {
  const video = row.videoSettings ? videoSettingsSchema.safeParse(row.videoSettings) : null;
  return {
    id: row.id,
    parentId: row.parentId,
    mediaType: row.mediaType,
    mimeType: row.mimeType,
    bucketFolder: row.bucketFolder,
    objectId: row.objectId,
    originalFilename: row.originalFilename,
    extension: row.extension,
    fileSize: row.fileSize,
    resolution: row.width && row.height ? { width: row.width, height: row.height } : null,
    tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
    publicUrl: publicUrlOf(row),
    blurHash: row.blurHash,
    focalPoint: (row.focalPoint as FocalPoint | null) ?? null,
    cropArea: (row.cropArea as CropArea | null) ?? null,
    videoSettings: video?.success ? video.data : null,
    alt: (row.alt as Record<string, string> | null) ?? null,
    updatedAt: row.updatedAt,
  };
}

/** Files live under their object id (a cropped copy shares its original's); YouTube videos have no file. */
function publicUrlOf(row: Row): string {
  const video = row.videoSettings as Partial<VideoSettings> | null;
  if (video?.source === "youtube") return `https://www.youtube-nocookie.com/embed/${row.objectId}`;
  if (video?.source === "stream") return video.playback ?? "";
  return mediaUrl(row.objectId, row.extension);
}

/** Where a site's media rows are read and written: every statement names the site (`SITE`, see sites/site-db.ts). */
export function mediaTable(d1: SiteDb) {
  const db = database(d1);
  const ofSite = eq(media.siteId, SITE);
  return {
    db,
    async get(id: string): Promise<Row | null> {
      return (
        (
          await db
            .select()
            .from(media)
            .where(and(ofSite, eq(media.id, id)))
            .limit(1)
        )[0] ?? null
      );
    },
    /** The row of a Stream video by its uid (createEntry is answered once per upload). */
    async streamVideo(uid: string): Promise<Row | null> {
      return (
        (
          await db
            .select()
            .from(media)
            .where(and(ofSite, eq(media.objectId, uid), eq(media.mediaType, "video")))
            .limit(1)
        )[0] ?? null
      );
    },
    /** One library page, newest first, by type and optionally folder and tags (every tag must be present). */
    async list(mediaType: "image" | "video", page: number, folder?: string, tags: readonly string[] = []): Promise<{ items: MediaEntry[]; hasMore: boolean }> {
      const size = LIBRARY_PAGE_SIZE[mediaType];
      const conditions = [ofSite, eq(media.mediaType, mediaType), ...(folder ? [eq(media.bucketFolder, folder)] : [])];
      for (const tag of tags) conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${media.tags}) WHERE json_each.value = ${tag})`);
      const rows = await db
        .select()
        .from(media)
        .where(and(...conditions))
        .orderBy(desc(media.updatedAt), desc(media.id))
        .limit(size + 1)
        .offset(page * size);
      return { items: rows.slice(0, size).map(toEntry), hasMore: rows.length > size };
    },
    async update(id: string, values: Partial<Pick<Row, "tags" | "bucketFolder" | "focalPoint" | "alt" | "blurHash" | "videoSettings">>) {
      await db
        .update(media)
        .set({ ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
        .where(and(ofSite, eq(media.id, id)));
    },
    async insertDerived(parent: Row, cropArea: CropArea): Promise<Row> {
      const id = crypto.randomUUID();
      const width = parent.width ? Math.max(1, Math.round((parent.width * cropArea.width) / 100)) : null;
      const height = parent.height ? Math.max(1, Math.round((parent.height * cropArea.height) / 100)) : null;
      await db.insert(media).values({ ...parent, siteId: SITE, id, parentId: parent.id, cropArea, width, height, createdAt: undefined, updatedAt: undefined });
      return (await this.get(id)) as Row;
    },
    async remove(id: string) {
      await db.delete(media).where(and(ofSite, eq(media.id, id)));
    },
    /** How many rows still point at an object (cropped copies share their original's). */
    async objectUsers(objectId: string): Promise<number> {
      return (
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(media)
            .where(and(ofSite, eq(media.objectId, objectId)))
        )[0]?.n ?? 0
      );
    },
  };
}
