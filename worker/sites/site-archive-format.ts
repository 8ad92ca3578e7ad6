import { z } from "zod";
import type { SITE_TABLES } from "./site-db";

/**
 * The site archive (docs/decisions/090): a folder with `site.json` (this document) and the site's R2 objects as files
 * under `files/`, named by their key below the site's prefix (`files/media/{id}-w640.jpg`). Rows are whole rows as
 * D1 stores them (every column but `site_id`, JSON columns as their text), so a column added by a later migration
 * is carried without a change here.
 */
export const ARCHIVE_FORMAT = "opticus-site-archive";
/** Raised when the document's structure or meaning changes; an importer refuses versions it does not know. */
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_DOCUMENT = "site.json";
export const ARCHIVE_FILES_DIR = "files";

/** Site tables an archive holds, in the order an import writes them. */
export const ARCHIVED_TABLES = [
  "media",
  "items",
  "slugs",
  "redirects",
  "collections",
  "collection_items",
  "site_documents",
  "publications",
  "changes",
  "businesses",
  "branches",
  "listings",
  "submissions",
] as const satisfies readonly (typeof SITE_TABLES)[number][];
export type ArchivedTable = (typeof ARCHIVED_TABLES)[number];

/**
 * Site tables never archived: sign-in state of accounts (accounts are not part of a site), and preview links (access
 * granted on this site's host only: a copy on another host must not open them, docs/decisions/126).
 */
export const UNARCHIVED_TABLES = ["sessions", "changelog_seen", "preview_links"] as const satisfies readonly (typeof SITE_TABLES)[number][];

/** Held only when the export was asked for them (`--with-submissions`): visitors' personal data. */
export const OPTIONAL_TABLES: readonly ArchivedTable[] = ["submissions"];

/** One stored row: column name to its stored value (D1 gives text, numbers and null for this schema). */
export const archiveRowSchema = z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/, "column name"), z.union([z.string(), z.number(), z.null()]));
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

/** A file of the archive: the object's key below the site prefix, its size and SHA-256, and its HTTP metadata. */
export const archiveFileSchema = z.object({
  path: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/, "a relative path without ..")
    .refine((path) => !path.split("/").includes(".."), "no .. in paths"),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "hex SHA-256"),
  contentType: z.string().max(200).nullable(),
  cacheControl: z.string().max(200).nullable(),
});
export type ArchiveFile = z.infer<typeof archiveFileSchema>;

/** The part every version shares: read first, so an unknown version is named as such, not as a shape error. */
export const archiveHeaderSchema = z.object({ format: z.literal(ARCHIVE_FORMAT), version: z.number().int() });

export const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  /** The last D1 migration the exporting database had applied (information for the operator). */
  lastMigration: z.string().nullable(),
  withSubmissions: z.boolean(),
  /** The whole `sites` row; an import replaces its id, hosts and default flag. */
  site: archiveRowSchema,
  tables: z.partialRecord(z.enum(ARCHIVED_TABLES), z.array(archiveRowSchema)),
  files: z.array(archiveFileSchema),
});
export type SiteArchive = z.infer<typeof archiveSchema>;

/** Hex SHA-256 of bytes. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The R2 prefix of a site's objects (media under `media/`). */
export const sitePrefix = (siteId: string) => `sites/${siteId}/`;
