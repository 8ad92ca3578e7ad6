/** YouTube links of editor-side section 5: watch, embed, short (youtu.be) and no-cookie links with an 11-character id. */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com", "youtu.be", "www.youtu.be"];

/** The editor's messages for a video URL it cannot use. */
export const YOUTUBE_URL_ERRORS = {
  invalidUrl: "Bitte geben Sie eine gültige YouTube-URL ein",
  noVideoId: "YouTube-Video-ID konnte nicht extrahiert werden",
} as const;

function parse(raw: string): URL | null {
  const text = raw.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** The 11-character video id of a YouTube watch, embed, youtu.be or youtube-nocookie link; null for anything else. */
export function youtubeVideoId(raw: string): string | null {
  const url = parse(raw);
  if (!url || !["http:", "https:"].includes(url.protocol) || !YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = segments.length === 1 ? segments[0] : null;
  else if (segments[0] === "watch" && segments.length === 1 && host === "youtube.com") candidate = url.searchParams.get("v");
  else if (segments[0] === "embed" && segments.length === 2) candidate = segments[1];
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** Checks an editor's video URL: the id, or which of the two messages applies. */
export function checkYoutubeUrl(raw: string): { id: string } | { error: string } {
  const url = parse(raw);
  if (!url || !YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return { error: YOUTUBE_URL_ERRORS.invalidUrl };
  const id = youtubeVideoId(raw);
  return id ? { id } : { error: YOUTUBE_URL_ERRORS.noVideoId };
}

/** The privacy-enhanced embed address of a video. */
export function youtubeEmbedUrl(id: string, autoplay = false): string {
  return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? "?autoplay=1&mute=1" : ""}`;
}

/** The thumbnail YouTube serves for a video (its image host, as the spec's media payload carries). */
export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** The payload of POST /media/youtube for an editor's link, or the spec's message why it cannot be used. */
export function youtubeMediaPayload(
  raw: string,
  aspectRatio = "16:9",
): { videoId: string; youtubeUrl: string; thumbnailUrl: string; aspectRatio: string } | { error: string } {
  const check = checkYoutubeUrl(raw);
  if ("error" in check) return check;
  const text = raw.trim();
  const youtubeUrl = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return { videoId: check.id, youtubeUrl, thumbnailUrl: youtubeThumbnailUrl(check.id), aspectRatio };
}
