import type { CspDirective } from "../../common/tracking/providers";
import { contentSecurityPolicy, permissionsPolicy } from "../http/security-headers";

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

/** Geolocation where the course map asks; script hosts of the site's tracking providers where it has any. */
export const livePolicies = (map: boolean, tracking: Record<CspDirective, string[]> | undefined, dev: boolean): Record<string, string> => ({
  "Permissions-Policy": permissionsPolicy(map),
  "Content-Security-Policy": contentSecurityPolicy(dev, tracking),
});
