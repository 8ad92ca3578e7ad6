import { type CSSProperties, useEffect, useRef, useState } from "react";

/** What plays: a file (R2 through the media route), a Cloudflare Stream player, or a YouTube embed. */
export type VideoSource = { kind: "file"; src: string } | { kind: "stream"; iframe: string } | { kind: "youtube"; embed: string; thumbnail: string };

export type VideoPlayerProps = {
  source: VideoSource;
  label: string;
  /** "16-9", "4-3", "1-1" or "9-16". */
  aspect: string;
  autoplay: boolean;
  /** Label of the button that loads a YouTube video. */
  playLabel: string;
  /** Says that playing connects to YouTube. */
  notice: string;
  /** Embeds YouTube at once instead of showing the play button first (edit mode). */
  startLoaded?: boolean;
};

const FRAME_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";

/**
 * Plays the block's video. YouTube loads only when asked for (a play button first, then the privacy-enhanced
 * embed, playing). A file that fails to load, before or after hydration, hides the whole block: live, a broken
 * video shows nothing.
 */
export function VideoPlayer({ source, label, aspect, autoplay, playLabel, notice, startLoaded = false }: VideoPlayerProps) {
  const [loaded, setLoaded] = useState(startLoaded || autoplay);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const clicked = useRef(false);

  useEffect(() => {
    // The error may have fired before React attached its listener.
    const element = video.current;
    if (element && (element.error || element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setFailed(true);
  }, []);
  useEffect(() => {
    // The play button is gone: keyboard users continue in the player.
    if (loaded && clicked.current) iframe.current?.focus();
  }, [loaded]);
  useEffect(() => {
    const block = frame.current?.closest<HTMLElement>("[data-video-player]");
    if (failed && block) block.hidden = true;
  }, [failed]);

  const className = `video-frame video-frame--${aspect}`;
  if (source.kind === "file") {
    return (
      <div className={className} ref={frame}>
        <video
          ref={video}
          src={source.src}
          controls
          preload="metadata"
          playsInline
          autoPlay={autoplay}
          muted={autoplay}
          aria-label={label}
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  const src = source.kind === "stream" ? source.iframe : loaded ? withAutoplay(source.embed, !startLoaded && !autoplay) : null;
  return (
    <div className={className} ref={frame}>
      {src ? (
        <iframe ref={iframe} src={src} title={label} loading="lazy" allow={FRAME_ALLOW} referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
      ) : (
        <button
          type="button"
          className="video-frame__play"
          onClick={() => {
            clicked.current = true;
            setLoaded(true);
          }}
          data-embed={source.kind === "youtube" ? source.embed : undefined}
          // The video platform's thumbnail before playing (visitor-side section 7), from its image host (CSP img-src https:);
          // a background, not an <img>: it decorates the button, whose name is its label and notice.
          style={source.kind === "youtube" ? ({ "--video-thumbnail": `url("${source.thumbnail}")` } as CSSProperties) : undefined}
        >
          <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
            <path
              d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              fill="#c00"
            />
            <path d="M45 24 27 14v20z" fill="#fff" />
          </svg>
          <span className="video-frame__play-label">{playLabel}</span>
          <span className="video-frame__notice">{notice}</span>
        </button>
      )}
    </div>
  );
}

/** After a click the embed should start playing right away (the click is the user's gesture). */
function withAutoplay(embed: string, start: boolean): string {
  if (!start || embed.includes("autoplay=")) return embed;
  return `${embed}${embed.includes("?") ? "&" : "?"}autoplay=1`;
}
