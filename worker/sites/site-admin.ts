import { z } from "zod";
import { parseOfferedLocales } from "../../common/locales";
import { parseJson } from "../../common/parse-json";
import { hostSchema, siteIdSchema, type SiteRecord, siteRecordSchema } from "./site";
import { SITE_COLUMNS, toSiteRecord } from "./site-lookup";

/** A site's fields as the commands take them (`--locales` a comma list). */
const siteFields = {
  name: z.string().trim().min(1, "a name").max(200),
  primaryHost: hostSchema,
  aliasHosts: z.array(hostSchema).max(20),
  locales: z.string().transform((value, ctx) => {
    try {
      return parseOfferedLocales(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "a comma list of de, fr, it, rm, en, sq, sr, hr, es, pt (the first is the default)" });
      return z.NEVER;
    }
  }),
  programs: z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, "program: a-z, 0-9 and -")),
  isDefault: z.boolean(),
};

/** What `site:create` accepts (a new site's id defaults to the first label of its host). */
export const newSiteSchema = z.object({
  ...siteFields,
  id: siteIdSchema.optional(),
  aliasHosts: siteFields.aliasHosts.default([]),
  programs: siteFields.programs.default([]),
  isDefault: siteFields.isDefault.default(false),
});
/** What `site:update` accepts: any subset of the fields, without defaults (an option not given keeps its value). */
export const siteUpdateSchema = z.object(siteFields).partial();

/** The record a new site gets from the command's input. */
export function newSiteRecord(input: z.input<typeof newSiteSchema>): SiteRecord {
  const site = newSiteSchema.parse(input);
  const id = site.id ?? siteIdSchema.parse(site.primaryHost.split(".")[0]);
  return siteRecordSchema.parse({ ...site, id });
}

/** A site's record after an update. */
export function updatedSiteRecord(current: SiteRecord, input: z.input<typeof siteUpdateSchema>): SiteRecord {
  const patch = siteUpdateSchema.parse(input);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return siteRecordSchema.parse({ ...current, ...defined });
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL text that writes a site row (insert or update) and keeps a single default site. Text, not bound statements,
 * so the same statement runs locally and through `wrangler d1 execute --remote`; every value is validated first.
 */
export function siteUpsertStatements(record: SiteRecord): string[] {
  const site = siteRecordSchema.parse(record);
  const values = [
    quote(site.id),
    quote(site.name),
    quote(site.primaryHost),
    quote(JSON.stringify(site.aliasHosts)),
    quote(JSON.stringify(site.locales)),
    quote(JSON.stringify(site.programs)),
    site.isDefault ? 1 : 0,
  ];
  const upsert = `INSERT INTO sites (${SITE_COLUMNS}) VALUES (${values.join(", ")}) ON CONFLICT(id) DO UPDATE SET name = excluded.name, primary_host = excluded.primary_host, alias_hosts = excluded.alias_hosts, locales = excluded.locales, programs = excluded.programs, is_default = excluded.is_default`;
  return site.isDefault ? [upsert, `UPDATE sites SET is_default = 0 WHERE id != ${quote(site.id)}`] : [upsert];
}

/** The stored site with this id, or null. */
export async function readSite(db: D1Database, id: string): Promise<SiteRecord | null> {
  const row = await db.prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE id = ?1`).bind(id).first<Parameters<typeof toSiteRecord>[0]>();
  return row ? toSiteRecord(row) : null;
}

/** Hosts (primary or alias) of `record` that another site already answers. */
export async function hostsTakenByOthers(db: D1Database, record: SiteRecord): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT id, primary_host, alias_hosts FROM sites WHERE id != ?1")
    .bind(record.id)
    .all<{ id: string; primary_host: string; alias_hosts: string }>();
  const taken = new Set(results.flatMap((row) => [row.primary_host, ...parseJson(siteRecordSchema.shape.aliasHosts, row.alias_hosts)]));
  return [record.primaryHost, ...record.aliasHosts].filter((host) => taken.has(host));
}

/** Writes a site row (local binding): refuses hosts another site answers. */
export async function saveSite(db: D1Database, record: SiteRecord): Promise<void> {
  const taken = await hostsTakenByOthers(db, record);
  if (taken.length) throw new Error(`host already used by another site: ${taken.join(", ")}`);
  await db.batch(siteUpsertStatements(record).map((statement) => db.prepare(statement)));
}
