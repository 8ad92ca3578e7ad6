import { z } from "zod";
import { VideoPlayer, type VideoSource } from "./video-player";
import { mediaTexts } from "../../media/texts";
import { field, fieldText } from "../../page-model";
import { Island } from "../../islands/island";
import { videoPlayerIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { streamVideoUrls } from "./stream";
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from "./youtube-id";
import { INTRO } from "../shared/starter";

/** Aspect ratios offered; 16:9 is the default (visitor-side section 9). */
export const VIDEO_ASPECTS = ["16:9", "4:3", "1:1", "9:16"] as const;

/**
 * A video: an own-hosted video (media of the `video` field: Cloudflare Stream when the block has a Stream id,
 * else the file from R2 through the media route) or a YouTube link (text of the `video` field, else the videoUrl
 * option) embedded through the privacy-enhanced host once the visitor asks for it. Live, a video that fails to load
 * hides its block; in edit mode the spec's placeholder takes its place.
 */
export const videoPlayer = defineBlock({
  type: "videoPlayer",
  starterFields: INTRO,
  island: true,
  options: z.object({
    videoUrl: opt.text(""),
    /** Cloudflare Stream id of the uploaded video (production); empty: the R2 file of the `video` field plays. */
    streamVideoId: opt.text(""),
    aspectRatio: opt.enum(VIDEO_ASPECTS, "16:9"),
    autoplay: opt.boolean(false),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const videoField = field(block, "video");
    const media = videoField?.media?.mediaType === "video" ? videoField.media : null;
    const stream = options.streamVideoId ? streamVideoUrls(options.streamVideoId) : null;
    const url = videoField?.text?.trim() || options.videoUrl.trim();
    const youtubeId = media || stream ? null : url ? youtubeVideoId(url) : null;
    const source: VideoSource | null = stream
      ? { kind: "stream", iframe: stream.iframe }
      : media?.playback
        ? { kind: "stream", iframe: media.playback }
        : media
          ? { kind: "file", src: media.publicUrl }
          : youtubeId
            ? { kind: "youtube", embed: youtubeEmbedUrl(youtubeId, options.autoplay), thumbnail: youtubeThumbnailUrl(youtubeId) }
            : null;
    if (!source) {
      const missing = url ? texts.youtubeUnavailable : texts.videoUnavailable;
      // Edit mode: the intro (empty starter fields included) stays fillable above the placeholder; live, nothing.
      if (ctx.mode !== "edit" || !hasIntro(block)) return emptyBlock(ctx, missing);
      return (
        <div className="container video-player">
          <BlockIntro block={block} />
          <EditPlaceholder ctx={ctx} text={missing} />
        </div>
      );
    }
    const label = fieldText(block, "title") ?? texts.video;
    const aspect = options.aspectRatio.replace(":", "-");
    const failureText = source.kind === "youtube" ? texts.youtubeUnavailable : texts.videoUnavailable;
    const media_ = mediaTexts(ctx.locale);
    return (
      <div className="container video-player" data-video-player={source.kind}>
        <BlockIntro block={block} />
        {ctx.mode === "edit" ? (
          // No islands in edit mode: the video plays as is, and client/media/video-edit.ts swaps in the placeholder on failure.
          <div data-video-edit="">
            <VideoPlayer
              source={source}
              label={label}
              aspect={aspect}
              autoplay={options.autoplay}
              playLabel={media_.playYoutube(label)}
              notice={media_.youtubeNotice}
              startLoaded
            />
            <p className="block-placeholder" role="note" data-placeholder="true" hidden>
              {failureText}
            </p>
          </div>
        ) : (
          <Island
            island={videoPlayerIsland}
            component={VideoPlayer}
            props={{ source, label, aspect, autoplay: options.autoplay, playLabel: media_.playYoutube(label), notice: media_.youtubeNotice }}
          />
        )}
      </div>
    );
  },
});
