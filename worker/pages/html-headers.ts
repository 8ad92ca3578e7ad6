/** Headers of visitor HTML: revalidate with the ETag every time; the page cache keeps it fast. */
export const LIVE_HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
};
/** Edit mode and other personal pages are never stored anywhere. */
export const PRIVATE_HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-store",
};
