import { z } from "zod";
import { field, fieldText } from "../../page-model";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { BlockIntro, emptyBlock } from "../shared/parts";
import { youtubeEmbedUrl, youtubeVideoId } from "./youtube-id";

const ASPECTS = ["16:9", "4:3", "1:1", "9:16"] as const;

/**
 * A video: an own-hosted video (media of the `video` field) or a YouTube link (text of the `video` field, else the
 * videoUrl option) embedded through the privacy-enhanced host. Without a playable video it renders nothing live and
 * the spec's placeholder in edit mode.
 */
export const videoPlayer = defineBlock({
  type: "videoPlayer",
  options: z.object({
    videoUrl: opt.text(""),
    aspectRatio: opt.enum(ASPECTS, "16:9"),
    autoplay: opt.boolean(false),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const videoField = field(block, "video");
    const media = videoField?.media?.mediaType === "video" ? videoField.media : null;
    const url = videoField?.text?.trim() || options.videoUrl.trim();
    const youtubeId = media ? null : url ? youtubeVideoId(url) : null;
    if (!media && !youtubeId) return emptyBlock(ctx, url ? texts.youtubeUnavailable : texts.videoUnavailable);
    const label = fieldText(block, "title") ?? texts.video;
    const aspect = `video-frame video-frame--${options.aspectRatio.replace(":", "-")}`;
    return (
      <div className="container video-player" data-video-player={media ? "own" : "youtube"}>
        <BlockIntro block={block} />
        <div className={aspect}>
          {media ? (
            <video src={media.publicUrl} controls preload="metadata" playsInline autoPlay={options.autoplay} muted={options.autoplay} aria-label={label} />
          ) : (
            <iframe
              src={youtubeEmbedUrl(youtubeId!, options.autoplay)}
              title={label}
              loading="lazy"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          )}
        </div>
      </div>
    );
  },
});
