import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/**
 * Sites of this deployment (docs/decisions/009-sites-as-rows.md): every content row below carries its site_id and
 * every content query is scoped by it (worker/sites/site-db.ts). Hosts are lower-case names without port.
 */
export const sites = sqliteTable("sites", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  primaryHost: text("primary_host").notNull().unique(),
  aliasHosts: text("alias_hosts", { mode: "json" }).notNull().default(sql`'[]'`),
  /** Offered locales, the default first. */
  locales: text("locales", { mode: "json" }).notNull(),
  /** Membership programs (e.g. "optician" unlocks the optician-only blocks). */
  programs: text("programs", { mode: "json" }).notNull().default(sql`'[]'`),
  /** Answers plain localhost / 127.0.0.1 (exactly one site, for local development). */
  isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
});

/** Which optician account may edit which site (admins edit every site without a row). */
export const memberships = sqliteTable(
  "memberships",
  {
    userId: text("user_id").notNull(),
    siteId: text("site_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index("memberships_site_idx").on(t.siteId)],
);

/**
 * Pages, groups (blocks) and fields. Each row keeps its draft and its published state apart as JSON
 * (see docs/decisions/002-draft-and-published-state.md): publish copies draft to published, revert the reverse.
 */
export const items = sqliteTable(
  "items",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    type: text("type", { enum: ["page", "group", "field"] }).notNull(),
    pageId: text("page_id").notNull(),
    parentId: text("parent_id"),
    draft: text("draft", { mode: "json" }).notNull(),
    published: text("published", { mode: "json" }),
    changed: integer("changed", { mode: "boolean" }).notNull().default(true),
    /** Raised by every write of the draft; a save names the version it was based on (docs/decisions/022). */
    version: integer("version").notNull().default(1),
    /** The editor whose save made this version (null for seeds and migrations). */
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("items_page_idx").on(t.pageId), index("items_parent_idx").on(t.parentId), index("items_site_type_idx").on(t.siteId, t.type)],
);

/** Page slugs per locale, draft (published = 0) and live (published = 1), unique per locale and state. */
export const slugs = sqliteTable(
  "slugs",
  {
    siteId: text("site_id").notNull(),
    pageId: text("page_id").notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    collection: text("collection"),
    published: integer("published", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale, t.published] }), uniqueIndex("slugs_unique_idx").on(t.siteId, t.locale, t.slug, t.published)],
);

/**
 * Old addresses of pages (docs/decisions/125): a visitor asking for `path` (a whole pathname as the browser sends it)
 * is sent with a 301 to the page's current address in `locale`, or answered 410 Gone when the page was deleted.
 * Rows are written when a publication moves a live address, when a page is deleted, and by hand in the page menu.
 */
export const redirects = sqliteTable(
  "redirects",
  {
    siteId: text("site_id").notNull(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    pageId: text("page_id").notNull(),
    /** Added by hand in the page menu (e.g. an address of the shop's previous website), not by a publication. */
    manual: integer("manual", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.path] }), index("redirects_page_idx").on(t.siteId, t.pageId)],
);

/**
 * Preview links (docs/decisions/126): whoever has the link sees the page's draft in `locale`, without an account,
 * until `expires_at` or until it is revoked. Only the SHA-256 of the link's random token is stored, like sessions.
 */
export const previewLinks = sqliteTable(
  "preview_links",
  {
    siteId: text("site_id").notNull(),
    /** A random id naming the link in the page menu (revoking); not the token. */
    id: text("id").notNull(),
    tokenHash: text("token_hash").notNull(),
    pageId: text("page_id").notNull(),
    locale: text("locale").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex("preview_links_token_idx").on(t.tokenHash),
    index("preview_links_page_idx").on(t.siteId, t.pageId),
  ],
);

/** Collections of pages or groups: team, service, testimonial and free page collections. */
export const collections = sqliteTable(
  "collections",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["team", "service", "testimonial", "pages", "map"] }).notNull(),
    collectionType: text("collection_type", { enum: ["page", "group"] }).notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("collections_site_name_idx").on(t.siteId, t.name)],
);

/** Membership and order of collection items; visible = 0 means the item is in the archive. */
export const collectionItems = sqliteTable(
  "collection_items",
  {
    siteId: text("site_id").notNull(),
    collectionId: text("collection_id").notNull(),
    itemId: text("item_id").notNull(),
    position: integer("position").notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.itemId] }), index("collection_items_site_idx").on(t.siteId)],
);

/** Site-wide documents saved whole: settings and navigation (editor-side section 3). */
export const siteDocuments = sqliteTable(
  "site_documents",
  {
    siteId: text("site_id").notNull(),
    key: text("key", { enum: ["settings", "navigation"] }).notNull(),
    value: text("value", { mode: "json" }).notNull(),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

/** Every publication of a page, with the published state it produced, for history and restore. */
export const publications = sqliteTable(
  "publications",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    pageId: text("page_id").notNull(),
    publishedBy: text("published_by"),
    snapshot: text("snapshot", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("publications_page_idx").on(t.pageId), index("publications_site_page_created_idx").on(t.siteId, t.pageId, t.createdAt)],
);

/**
 * The audit trail: who changed what and when (decision 022). page_id is null for site documents
 * (settings, navigation); editors of the site read a page's last 100 changes.
 */
export const changes = sqliteTable(
  "changes",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    pageId: text("page_id"),
    itemId: text("item_id").notNull(),
    itemType: text("item_type", { enum: ["page", "group", "field", "settings", "navigation"] }).notNull(),
    action: text("action").notNull(),
    version: integer("version"),
    userId: text("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("changes_site_page_created_idx").on(t.siteId, t.pageId, t.createdAt)],
);

export const changelog = sqliteTable("changelog", {
  id: text("id").primaryKey(),
  date: text("date").notNull().unique(),
  textDe: text("text_de").notNull(),
  textFr: text("text_fr").notNull(),
});

/** Businesses of the directory and footer, with their branches and opening hours. */
export const businesses = sqliteTable(
  "businesses",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    logo: text("logo", { mode: "json" }),
    programs: text("programs", { mode: "json" }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    isSiteOwner: integer("is_site_owner", { mode: "boolean" }).notNull().default(false),
    /** Where the site's form submissions are mailed (the site owner's business record, editor-side settings "contact"). */
    contactEmail: text("contact_email").notNull().default(""),
  },
  (t) => [index("businesses_site_idx").on(t.siteId)],
);

export const branches = sqliteTable(
  "branches",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    businessId: text("business_id").notNull(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    streetNumber: text("street_number").notNull().default(""),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    phone: text("phone"),
    email: text("email"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    openingHours: text("opening_hours", { mode: "json" }).notNull(),
    /** The branch's Google place: its reviews are fetched daily (worker/outside/reviews.ts). */
    googlePlaceId: text("google_place_id"),
    website: text("website"),
    /** Order of the branches in the footer, the contact block and the business panel. */
    position: integer("position").notNull().default(0),
  },
  (t) => [index("branches_business_idx").on(t.businessId)],
);

/** Uploaded media: objects live in R2, these rows describe them. */
export const media = sqliteTable(
  "media",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    parentId: text("parent_id"),
    mediaType: text("media_type", { enum: ["image", "video", "audio", "document"] }).notNull(),
    mimeType: text("mime_type").notNull(),
    bucketFolder: text("bucket_folder").notNull(),
    objectId: text("object_id").notNull(),
    originalFilename: text("original_filename").notNull(),
    extension: text("extension").notNull(),
    fileSize: integer("file_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    tags: text("tags", { mode: "json" }).notNull().default(sql`'[]'`),
    blurHash: text("blur_hash"),
    focalPoint: text("focal_point", { mode: "json" }),
    cropArea: text("crop_area", { mode: "json" }),
    videoSettings: text("video_settings", { mode: "json" }),
    alt: text("alt", { mode: "json" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("media_site_idx").on(t.siteId)],
);

/** Editor accounts; the PBKDF2 iteration count is stored with each hash. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  role: text("role", { enum: ["admin", "optician"] }).notNull(),
  passwordHash: text("password_hash").notNull(),
  passwordSalt: text("password_salt").notNull(),
  passwordIterations: integer("password_iterations").notNull(),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Which changelog dates an editor has seen (the dialog opens for unseen entries). */
export const changelogSeen = sqliteTable(
  "changelog_seen",
  {
    siteId: text("site_id").notNull(),
    userId: text("user_id").notNull(),
    date: text("date").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.date] })],
);

/**
 * Visitor form submissions, stored before any email is sent so a mail failure loses nothing.
 * mail_status: pending (not tried yet), sent, retry (failed, next attempt at next_attempt_at), gave_up.
 */
export const submissions = sqliteTable(
  "submissions",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    form: text("form", { enum: ["contact", "aspectSponsorForm"] }).notNull(),
    locale: text("locale").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    senderEmail: text("sender_email").notNull(),
    mailStatus: text("mail_status", { enum: ["pending", "sent", "retry", "gave_up"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: text("next_attempt_at"),
    createdAt: createdAt(),
  },
  (t) => [index("submissions_mail_idx").on(t.mailStatus, t.nextAttemptAt), index("submissions_created_idx").on(t.siteId, t.createdAt)],
);

/**
 * Marketplace listings and job offers of a branch (visitor-side section 3, Lists). Texts are localised JSON
 * ({de, fr}); cost is stored in Rappen (CHF cents); title images are an ordered list of media ids.
 */
export const listings = sqliteTable(
  "listings",
  {
    siteId: text("site_id").notNull(),
    id: text("id").primaryKey(),
    type: text("type", { enum: ["frame", "object", "job"] }).notNull(),
    kind: text("kind", { enum: ["offering", "searching"] })
      .notNull()
      .default("offering"),
    status: text("status", { enum: ["draft", "published", "archived"] })
      .notNull()
      .default("draft"),
    title: text("title", { mode: "json" }).notNull(),
    description: text("description", { mode: "json" }),
    workQuota: text("work_quota", { mode: "json" }),
    costCents: integer("cost_cents"),
    toBePickedUp: integer("to_be_picked_up", { mode: "boolean" }).notNull().default(false),
    subjectToPostage: integer("subject_to_postage", { mode: "boolean" }).notNull().default(false),
    askingPrice: integer("asking_price", { mode: "boolean" }).notNull().default(false),
    titleImages: text("title_images", { mode: "json" }).notNull().default(sql`'[]'`),
    branchId: text("branch_id"),
    staffFirstName: text("staff_first_name"),
    staffLastName: text("staff_last_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("listings_type_status_idx").on(t.siteId, t.type, t.status, t.createdAt)],
);
