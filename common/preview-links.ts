import { z } from "zod";
import { localeSchema } from "./locales";

/**
 * Preview links of a page (docs/decisions/126): shared by the page menu and the API, so both agree on the wire.
 * A link shows the page's draft to whoever has it, without an account, until it expires or is revoked.
 */

/** How long a new link stays valid, in days; the page menu offers these. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;
/** Where a link opens: `/~preview/{token}` (the `/~` paths belong to the worker, never to a page or an old address). */
export const PREVIEW_LINK_PREFIX = "/~preview/";
/** The token of a link: 32 random bytes, base64url without padding. */
export const previewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a preview token");

const pageId = z.string().min(1).max(64);
/** POST /page/preview/create: a link to the page in `lang` (the page menu's language), valid for `days`. */
export const previewLinkCreateSchema = z.object({
  id: pageId,
  lang: localeSchema,
  days: z.literal(PREVIEW_LINK_DAYS).default(DEFAULT_PREVIEW_LINK_DAYS),
});
/** POST /page/preview/revoke: one link of the page, by the id the list names it with. */
export const previewLinkRevokeSchema = z.object({ id: pageId, linkId: z.string().regex(/^[0-9a-f]{32}$/, "a link id") });

/** One active link as the page menu lists it (the token itself is never stored, so it is not listed). */
export const previewLinkSchema = z.object({ id: z.string(), locale: localeSchema, expiresAt: z.string(), createdAt: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
/** GET /page/previews: the page's active links, the newest first. */
export const previewLinkListSchema = z.object({ links: z.array(previewLinkSchema) });
/** The answer to a create: the link and its whole address, shown once to be copied. */
export const previewLinkCreatedSchema = previewLinkSchema.extend({ url: z.string() });
