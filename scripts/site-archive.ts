// Saves, restores and removes one site (docs/decisions/090), locally or, with --remote, in the deployed database and bucket.
//   npm run site:export -- --site main --out backups/main [--with-submissions] [--remote]
//   npm run site:import -- --from backups/main --id main-copy --host copy.localhost [--alias ...] [--remote]
//   npm run site:delete -- --site main-copy [--yes] [--remote]
// The work is done by worker/sites/site-export.ts, site-import.ts and site-delete.ts over the bindings; this file
// only reads the options, opens the bindings and reads or writes the archive folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { ARCHIVE_DOCUMENT, ARCHIVE_FILES_DIR } from "../worker/sites/site-archive-format";
import { deleteSite, planIsEmpty, planSiteDelete } from "../worker/sites/site-delete";
import { type ArchiveBindings, exportSite } from "../worker/sites/site-export";
import { ArchiveRefused, importSite } from "../worker/sites/site-import";
import { retryingBucket, retryingD1, retryingKv } from "./platform-retry";
import { withStorage } from "./storage";

const [command = ""] = process.argv.slice(2);
const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    site: { type: "string" },
    out: { type: "string" },
    from: { type: "string" },
    id: { type: "string" },
    host: { type: "string" },
    alias: { type: "string", multiple: true },
    "with-submissions": { type: "boolean", default: false },
    yes: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const required = (value: string | undefined, option: string) => value ?? fail(`missing --${option}`);

/** The bindings of the local state, or with --remote of the deployed database, bucket and namespace (scripts/storage.ts). */
const withBindings = <T>(remote: boolean, work: (bindings: ArchiveBindings) => Promise<T>): Promise<T> =>
  withStorage(remote, (env) => work({ db: retryingD1(env.DB), bucket: retryingBucket(env.MEDIA), kv: retryingKv(env.PAGE_CACHE) }));

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const where = values.remote ? "in the deployed database and bucket" : "in the local state";

async function exportCommand() {
  const siteId = required(values.site, "site");
  const out = required(values.out, "out");
  if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty: choose a new folder`);
  mkdirSync(join(out, ARCHIVE_FILES_DIR), { recursive: true });
  const archive = await withBindings(values.remote, (bindings) =>
    exportSite(bindings, siteId, { withSubmissions: values["with-submissions"] }, async (path, bytes) => {
      const file = join(out, ARCHIVE_FILES_DIR, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }),
  ).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  // The document last, and whole: a folder without site.json is an interrupted export.
  writeFileSync(join(out, `${ARCHIVE_DOCUMENT}.part`), JSON.stringify(archive, null, 1));
  renameSync(join(out, `${ARCHIVE_DOCUMENT}.part`), join(out, ARCHIVE_DOCUMENT));
  const rows = Object.entries(archive.tables).map(([table, list]) => `${table} ${list.length}`);
  const bytes = archive.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `Site ${siteId} ${where} exported to ${out}: format version ${archive.version}, rows: ${rows.join(", ")}; ${archive.files.length} files (${megabytes(bytes)}).`,
  );
  console.log(`No accounts, passwords or sessions. Form submissions ${archive.withSubmissions ? "included" : "not included (--with-submissions adds them)"}.`);
}

async function importCommand() {
  const from = required(values.from, "from");
  const target = { id: required(values.id, "id"), primaryHost: required(values.host, "host"), aliasHosts: values.alias ?? [] };
  const documentPath = join(from, ARCHIVE_DOCUMENT);
  if (!existsSync(documentPath)) fail(`${documentPath} is missing: not a site archive, or an interrupted export`);
  const result = await withBindings(values.remote, (bindings) =>
    importSite(
      bindings,
      {
        document: readFileSync(documentPath, "utf8"),
        readFile: async (path) => {
          const file = join(from, ARCHIVE_FILES_DIR, path);
          return existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
        },
      },
      target,
    ),
  ).catch((error: unknown) =>
    fail(
      `${error instanceof ArchiveRefused ? "Refused, nothing imported" : "Import failed, nothing imported"}: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  const rows = Object.entries(result.rows)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`);
  console.log(`Site ${result.siteId} ${where} created from ${from} at ${target.primaryHost}: rows: ${rows.join(", ")}; ${result.files} files.`);
  console.log(
    `Editors: admins edit it at once; give optician accounts access with npm run editor:account -- --email … --role optician --site ${result.siteId}`,
  );
}

async function deleteCommand() {
  const siteId = required(values.site, "site");
  await withBindings(values.remote, async (bindings) => {
    const plan = await planSiteDelete(bindings, siteId);
    if (planIsEmpty(plan)) fail(`no site ${siteId} ${where}: nothing to delete`);
    const rows = Object.entries(plan.rows)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table} ${n}`);
    const summary = `rows: ${rows.join(", ") || "none"}; ${plan.objects.length} media objects (${megabytes(plan.objectBytes)}); ${plan.cacheKeys.length} page cache keys`;
    if (!values.yes) {
      console.log(`Would remove site ${siteId}${plan.hosts.length ? ` (${plan.hosts.join(", ")})` : ""} ${where}: ${summary}.`);
      console.log(`Nothing removed. Run again with --yes to delete (export it first: npm run site:export -- --site ${siteId} --out …).`);
      return;
    }
    await deleteSite(bindings, plan);
    console.log(`Removed site ${siteId} ${where}: ${summary}.`);
  });
}

if (command === "export") await exportCommand();
else if (command === "import") await importCommand();
else if (command === "delete") await deleteCommand();
else fail("usage: scripts/site-archive.ts export|import|delete (see docs/operations.md)");
