import { Hono } from "hono";
import { z } from "zod";
import { type VideoSettings, youtubeMediaSchema } from "../../common/media/media-api";
import { checkYoutubeUrl } from "../../common/blocks/video-player/youtube-id";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { mediaTable, toEntry } from "./media-rows";
import { insertMediaRow } from "./media-store";
import { getStreamVideo } from "./stream-adapter";
import { streamConfig } from "./stream-config";

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "media id") });

/** POST /youtube (a YouTube link as a video medium) and GET /status/{id} (an own video's readiness, polled every 3 s). */
export const videoApi = new Hono<AppEnv>()
  .post("/youtube", validate("json", youtubeMediaSchema), async (c) => {
    const { videoId, youtubeUrl, thumbnailUrl, aspectRatio } = c.req.valid("json");
    const check = checkYoutubeUrl(youtubeUrl);
    if ("error" in check) throw new ApiError(400, "invalid_youtube_url", check.error);
    if (check.id !== videoId) throw new ApiError(400, "invalid_youtube_url", "videoId does not match the link");
    if (!/^https:\/\/(i|img)\.ytimg\.com\//.test(thumbnailUrl)) throw new ApiError(400, "invalid_thumbnail", "thumbnailUrl: a YouTube image address");
    const settings: VideoSettings = { source: "youtube", status: "ready", uploadId: null, playback: videoId, aspectRatio, thumbnailUrl };
    const table = mediaTable(c.var.db);
    const id = await insertMediaRow(
      table.db,
      {
        objectId: videoId,
        mediaType: "video",
        mimeType: "video/youtube",
        extension: "yt",
        originalFilename: youtubeUrl.slice(0, 255),
        videoSettings: settings,
      },
      0,
    );
    return c.json(toEntry((await table.get(id))!));
  })
  .get("/status/:id", validate("param", idParam), async (c) => {
    const table = mediaTable(c.var.db);
    const row = await table.get(c.req.valid("param").id);
    if (!row) throw new ApiError(404, "media_not_found", `Medium ${c.req.valid("param").id} nicht gefunden`);
    const settings = row.videoSettings as VideoSettings | null;
    if (settings?.source !== "stream" || settings.status === "ready") return c.json(toEntry(row));
    const config = streamConfig(c.env, new URL(c.req.url).origin);
    if (!config) throw new ApiError(503, "video_not_configured", "Video hosting is not configured");
    const video = await getStreamVideo(config, row.objectId);
    if (video.state !== settings.status || video.iframe !== settings.playback) {
      await table.update(row.id, { videoSettings: { ...settings, status: video.state, playback: video.iframe, thumbnailUrl: video.thumbnail } });
    }
    return c.json(toEntry((await table.get(row.id))!));
  });
