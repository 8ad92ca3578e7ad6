// Creates or changes a site of this deployment, locally or in the deployed database.
//   npm run site:create -- --host www.optik-lac.ch --name "Optique du Lac" --locales fr,de,it,en [--id lac] [--alias optik-lac.ch] [--program optician] [--default] [--remote]
//   npm run site:update -- --site lac [--host ...] [--name ...] [--locales ...] [--alias ...] [--program ...] [--default] [--remote]
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { z } from "zod";
import { parseJson } from "../common/parse-json";
import { newSiteRecord, readSite, saveSite, siteUpsertStatements, updatedSiteRecord } from "../worker/sites/site-admin";
import { isLocalHost, type SiteRecord } from "../worker/sites/site";
import { withStorage } from "./storage";

const [command = ""] = process.argv.slice(2);
const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    site: { type: "string" },
    id: { type: "string" },
    host: { type: "string" },
    name: { type: "string" },
    locales: { type: "string" },
    alias: { type: "string", multiple: true },
    program: { type: "string", multiple: true },
    default: { type: "boolean" },
    remote: { type: "boolean", default: false },
  },
});
const fields = {
  name: values.name,
  primaryHost: values.host,
  locales: values.locales,
  aliasHosts: values.alias,
  programs: values.program,
  isDefault: values.default,
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parsed<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    fail(issues ? issues.map((issue) => `--${String(issue.path[0] ?? "")}: ${issue.message}`).join("\n") : String(error));
  }
}

if (command !== "create" && command !== "update") fail("usage: scripts/site.ts create|update --host ... --name ... --locales de,fr");

const wrangler = (args: string[]) =>
  execFileSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "d1", "execute", "DB", "--remote", ...args], { encoding: "utf8" });

/** What `wrangler d1 execute --json` prints: one result set per statement. */
const wranglerResultsSchema = z.array(z.object({ results: z.array(z.record(z.string(), z.union([z.string(), z.number()]))) }));

/** The deployed site with this id (read through wrangler). */
function readRemote(id: string): SiteRecord | null {
  const output = wrangler([
    "--json",
    "--command",
    `SELECT id, name, primary_host, alias_hosts, locales, programs, is_default FROM sites WHERE id = '${id.replaceAll("'", "''")}'`,
  ]);
  const row = parseJson(wranglerResultsSchema, output)[0]?.results[0];
  if (!row) return null;
  return {
    id: String(row.id),
    name: String(row.name),
    primaryHost: String(row.primary_host),
    aliasHosts: JSON.parse(String(row.alias_hosts)),
    locales: JSON.parse(String(row.locales)),
    programs: JSON.parse(String(row.programs)),
    isDefault: row.is_default === 1,
  };
}

if (values.remote) {
  const record =
    command === "create"
      ? parsed(() =>
          newSiteRecord({ ...fields, id: values.id, programs: values.program ?? [], isDefault: values.default ?? false } as Parameters<
            typeof newSiteRecord
          >[0]),
        )
      : await updateOf(readRemote(values.site ?? ""));
  execFileSync(
    process.execPath,
    ["node_modules/wrangler/bin/wrangler.js", "d1", "execute", "DB", "--remote", "--command", siteUpsertStatements(record).join("; ")],
    { stdio: "inherit" },
  );
  report(record, "in the deployed database");
} else {
  await withStorage(false, async ({ DB: db }) => {
    let record: SiteRecord;
    if (command === "create") {
      record = parsed(() =>
        newSiteRecord({ ...fields, id: values.id, programs: values.program ?? [], isDefault: values.default ?? false } as Parameters<typeof newSiteRecord>[0]),
      );
      if (await readSite(db, record.id)) fail(`a site ${record.id} exists already: use npm run site:update -- --site ${record.id}`);
    } else {
      record = await updateOf(await readSite(db, values.site ?? ""));
    }
    await saveSite(db, record).catch((error: unknown) => fail(String(error instanceof Error ? error.message : error)));
    report(record, "locally");
  });
}

async function updateOf(current: SiteRecord | null): Promise<SiteRecord> {
  if (!current) fail(`no site ${values.site ?? "(missing --site)"}`);
  return parsed(() => updatedSiteRecord(current, fields));
}

function report(record: SiteRecord, where: string) {
  console.log(
    `Site ${record.id} (${record.name}) ${where}: ${isLocalHost(record.primaryHost) ? `http://${record.primaryHost}:<port>` : `https://${record.primaryHost}`}, languages ${record.locales.join(", ")}${record.aliasHosts.length ? `, aliases ${record.aliasHosts.join(", ")}` : ""}${record.isDefault ? ", default on localhost" : ""}.`,
  );
  console.log("Running workers pick the change up within 30 seconds.");
}
