import { useEffect } from "react";
import type { MediaEntry } from "../../../common/media/media-api";
import { formatFileSize } from "../../../common/media/upload-rules";
import { MediaImage } from "../../../common/ui/media-image";
import type { MediaTexts } from "./texts";
import { waitUntilReady } from "./upload-media";

type Props = {
  entry: MediaEntry;
  texts: MediaTexts;
  onPick?: (entry: MediaEntry) => void;
  onChange: (entry: MediaEntry) => void;
  onEdit: (tool: "crop" | "focal") => void;
  onDelete: () => void;
};

/** One medium of the library: preview, name, size, and its actions. An own video still processing is polled every 3 s. */
export function MediaTile({ entry, texts, onPick, onChange, onEdit, onDelete }: Props) {
  const video = entry.videoSettings;
  const processing = video?.source === "stream" && video.status !== "ready" && video.status !== "error";
  useEffect(() => {
    if (!processing) return;
    const controller = new AbortController();
    waitUntilReady(entry, onChange, controller.signal).catch((error: unknown) => console.error("video status", error));
    return () => controller.abort();
  }, [processing, entry, onChange]);

  const image = entry.mediaType === "image";
  const preview = image ? entry.publicUrl : video?.thumbnailUrl;
  const crop = image && entry.cropArea && entry.resolution ? entry.cropArea : null;
  return (
    <li className="media-tile" data-media-id={entry.id} data-video-status={video?.status}>
      {crop && entry.resolution ? (
        // A cropped copy shares its original's file: the thumbnail shows the crop, as the page does.
        <span className="media-tile__frame">
          <MediaImage
            media={{
              publicUrl: entry.publicUrl,
              width: entry.resolution.width,
              height: entry.resolution.height,
              cropArea: crop,
              blurHash: null,
              alt: null,
              focalPoint: null,
            }}
            alt=""
          />
        </span>
      ) : preview ? (
        <img src={preview} alt="" loading="lazy" />
      ) : (
        <span className="media-tile__placeholder" aria-hidden="true" />
      )}
      <span className="media-tile__name">{entry.originalFilename}</span>
      <span className="media-tile__meta">
        {entry.resolution ? `${entry.resolution.width} × ${entry.resolution.height}, ` : ""}
        {formatFileSize(entry.fileSize)}
        {entry.parentId ? ` · ${texts.crop}` : ""}
      </span>
      {video?.source === "stream" && (
        <span className="media-tile__status" role="status">
          {video.status === "ready" ? texts.videoReady : video.status === "error" ? texts.videoError : texts.videoProcessing}
        </span>
      )}
      <span className="media-tile__actions">
        {onPick && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onPick(entry)}
            disabled={processing}
            aria-label={`${texts.pick}: ${entry.originalFilename}`}
          >
            {texts.pick}
          </button>
        )}
        {image && entry.extension !== "svg" && (
          <button type="button" className="button" onClick={() => onEdit("crop")} aria-label={`${texts.crop}: ${entry.originalFilename}`}>
            {texts.crop}
          </button>
        )}
        {image && (
          <button type="button" className="button" onClick={() => onEdit("focal")} aria-label={`${texts.focalPoint}: ${entry.originalFilename}`}>
            {texts.focalPoint}
          </button>
        )}
        <button type="button" className="button button--danger" onClick={onDelete} aria-label={texts.deleteNamed(entry.originalFilename)}>
          {texts.delete}
        </button>
      </span>
    </li>
  );
}
