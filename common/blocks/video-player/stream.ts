/**
 * Cloudflare Stream adapter: in production, own videos are uploaded to Stream and the block keeps the Stream
 * video id; these are the addresses Stream serves for it. Without a Stream id the file is played from R2 through
 * the media route.
 */

/** Stream video ids are 32 lowercase hex characters. */
const STREAM_ID = /^[a-f0-9]{32}$/;
/** A customer subdomain of cloudflarestream.com ("customer-abc123"). */
const CUSTOMER = /^customer-[a-z0-9]{1,40}$/;

export type StreamUrls = {
  /** HLS manifest (Safari, iOS and hls.js players). */
  hls: string;
  /** DASH manifest. */
  dash: string;
  /** Poster image (first seconds of the video). */
  thumbnail: string;
  /** Stream's own player page, embeddable in an iframe; it plays HLS/DASH in every browser. */
  iframe: string;
};

/** The Stream addresses of a video; null when the id (or the customer subdomain) is not well-formed. */
export function streamVideoUrls(videoId: string, customerSubdomain?: string): StreamUrls | null {
  const id = videoId.trim().toLowerCase();
  if (!STREAM_ID.test(id) || (customerSubdomain !== undefined && !CUSTOMER.test(customerSubdomain))) return null;
  const base = customerSubdomain ? `https://${customerSubdomain}.cloudflarestream.com/${id}` : `https://videodelivery.net/${id}`;
  return {
    hls: `${base}/manifest/video.m3u8`,
    dash: `${base}/manifest/video.mpd`,
    thumbnail: `${base}/thumbnails/thumbnail.jpg`,
    iframe: customerSubdomain ? `${base}/iframe` : `https://iframe.videodelivery.net/${id}`,
  };
}
