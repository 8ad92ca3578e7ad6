import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { siteIdSchema } from "./site";

/**
 * Tables whose rows belong to one site. Every statement on them must name its site with the `$site` token (once per
 * table reference); `siteDb` replaces it with the site's id and refuses statements that lack it. Tables not listed
 * are global: sites, users, memberships, changelog (docs/decisions/009-sites-as-rows.md).
 */
export const SITE_TABLES = [
  "items",
  "slugs",
  "collections",
  "collection_items",
  "site_documents",
  "publications",
  "changes",
  "businesses",
  "branches",
  "media",
  "sessions",
  "changelog_seen",
  "submissions",
  "listings",
  "redirects",
  "preview_links",
] as const;

const TABLE_REFERENCE = new RegExp(`\\b(?:from|join|into|update)\\s+[\`"]?(${SITE_TABLES.join("|")})[\`"]?(?![\\w(])`, "gi");
const SITE_TOKEN = /\$site\b/g;

/** How many site-table references a statement makes (FROM, JOIN, INTO, UPDATE). */
export const siteTableReferences = (query: string) => [...query.matchAll(TABLE_REFERENCE)].length;

/** A D1 binding bound to one site: the only way content code reaches content tables. */
export type SiteDb = D1Database & { readonly siteId: string };

/** Thrown for a statement that touches a site table without naming the site: a programming error, never user input. */
export class UnscopedQueryError extends Error {}

/**
 * Statements already checked in this isolate, with whether they name the site. Statements are the code's own
 * templates (values are bound, never inlined), so the set is small; the regular expressions ran on every
 * statement of every render before (3-4 % of an uncached render, docs/decisions/017).
 */
const checked = new Map<string, boolean>();
const CHECKED_MAX = 2_000;

/** Checks a statement's scoping and inlines the site id (validated: a-z, 0-9, -) for its `$site` tokens. */
export function scopeQuery(query: string, siteId: string): string {
  let named = checked.get(query);
  if (named === undefined) {
    const references = siteTableReferences(query);
    const tokens = query.match(SITE_TOKEN)?.length ?? 0;
    if (tokens < references) throw new UnscopedQueryError(`Statement on a site table without $site for each table: ${query.slice(0, 200)}`);
    named = tokens > 0;
    if (checked.size >= CHECKED_MAX) checked.clear();
    checked.set(query, named);
  }
  return named ? query.replace(SITE_TOKEN, `'${siteId}'`) : query;
}

/** Wrapped bindings per binding object and site: a request reuses the wrapper of the ones before it in this isolate. */
const wrapped = new WeakMap<D1Database, Map<string, SiteDb>>();

/** Wraps the D1 binding for one site: every prepared statement is checked and scoped by `scopeQuery`. */
export function siteDb(d1: D1Database, siteId: string): SiteDb {
  let bySite = wrapped.get(d1);
  if (!bySite) {
    bySite = new Map();
    wrapped.set(d1, bySite);
  }
  let db = bySite.get(siteId);
  if (!db) {
    db = scopedDb(d1, siteId);
    bySite.set(siteId, db);
  }
  return db;
}

function scopedDb(d1: D1Database, siteId: string): SiteDb {
  const id = siteIdSchema.parse(siteId);
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "siteId") return id;
      if (prop === "prepare") return (query: string) => target.prepare(scopeQuery(query, id));
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as SiteDb;
}

/** Drizzle over a site's binding; its queries name the site with `SITE` (e.g. `eq(items.siteId, SITE)`). */
export const siteDrizzle = (db: SiteDb) => drizzle(db);
export type SiteDrizzle = ReturnType<typeof siteDrizzle>;

/** The `$site` token for drizzle queries and inserts. */
export const SITE = sql.raw("$site");
