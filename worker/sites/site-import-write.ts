import { batchesOf, type PlannedStatement, type RowValue, rowInserts } from "../db/row-inserts";
import type { ArchiveRow } from "./site-archive-format";
import { SITE_TABLES, siteDb } from "./site-db";
import { deleteSite } from "./site-delete";
import type { ArchiveBindings } from "./site-export";

/** The host a site has while it is imported: nothing resolves `.invalid` names (RFC 2606), so it answers nowhere. */
export const importingHost = (siteId: string) => `${siteId}.importing.invalid`;

/** A new site's rows, its hosts, and the copy of its objects (which pushes each key it wrote to `written`). */
export type SiteWrite = {
  siteId: string;
  siteRow: ArchiveRow;
  primaryHost: string;
  aliasHosts: string[];
  tables: [table: string, rows: ArchiveRow[]][];
  copyObjects: (written: string[]) => Promise<void>;
};

/** The site's rows as multi-row INSERTs inside D1's limits, table by table in the archive's order. */
export const rowStatements = (tables: SiteWrite["tables"]): PlannedStatement[] =>
  tables.flatMap(([table, rows]) => rowInserts(table, rows, { site_id: "$site" }));

/** D1 queries the rollback needs: deleteSite's one batch (every site table, memberships, the site row). */
const ROLLBACK_QUERIES = SITE_TABLES.length + 2;

/**
 * D1 queries an import makes after `reads` checks: the claim, the rows' statements, the hosts' update, and the
 * rollback's reserve (a failure must still be undone inside the same invocation).
 */
export const queriesNeeded = (reads: number, tables: SiteWrite["tables"]) => reads + 1 + rowStatements(tables).length + 1 + ROLLBACK_QUERIES;

/** The claim failed on the sites table's primary key: another site has the id. */
export class SiteIdTaken extends Error {}

/**
 * Writes a new site, all or nothing, in batches inside D1's limits (docs/decisions/120). D1 has no transaction
 * across batches, so: the site row goes first, alone, under a host nothing resolves (it claims the id, so every
 * row with this site id written afterwards is this import's); then the objects; then the rows, batch by batch; the
 * last batch gives the site its hosts, so it answers only once whole. If anything after the claim fails, every row
 * of the site id and every object written are deleted again.
 */
export async function writeSite(bindings: ArchiveBindings, write: SiteWrite): Promise<{ statements: number; batches: number }> {
  const { db } = bindings;
  const { siteId } = write;
  const claim = rowInserts("sites", [{ ...write.siteRow, id: siteId, primary_host: importingHost(siteId), alias_hosts: "[]" }])[0]!;
  try {
    await db
      .prepare(claim.sql)
      .bind(...claim.values)
      .run();
  } catch (error) {
    if (/UNIQUE constraint failed: sites\.id/.test(String(error))) throw new SiteIdTaken(`a site ${siteId} exists already`);
    throw error;
  }
  const written: string[] = [];
  try {
    await write.copyObjects(written);
    const scoped = siteDb(db, siteId);
    const prepare = ({ sql, values }: PlannedStatement) => scoped.prepare(sql).bind(...values);
    const hosts: RowValue[] = [write.primaryHost, JSON.stringify(write.aliasHosts), siteId];
    const statements = [
      ...rowStatements(write.tables).map(prepare),
      db.prepare("UPDATE sites SET primary_host = ?1, alias_hosts = ?2 WHERE id = ?3").bind(...hosts),
    ];
    const batches = batchesOf(statements);
    for (const batch of batches) await db.batch(batch);
    return { statements: statements.length, batches: batches.length };
  } catch (error) {
    const plan = { siteId, hosts: [], rows: {}, objects: written, objectBytes: 0, cacheKeys: [] };
    await deleteSite(bindings, plan).catch((rollback: unknown) => {
      throw new Error(`${String(error)}; removing what was written failed too (${String(rollback)}): npm run site:delete -- --site ${siteId} --yes`);
    });
    throw error;
  }
}
