// npm run bench:scale: does an uncached render cost the same with 1,000 sites in the database as with the two demo
// sites? Seeds the demo state, keeps a copy of it, adds 1,000 sites of 30 pages each (copies of the demo site's first
// 30 pages with their collections, directory and media rows) straight into the local D1 file, and starts one server
// on each state. The uncached-render benchmark of a demo page then takes turns between them (BENCH_ROUNDS rounds of
// BENCH_SECONDS / BENCH_ROUNDS seconds each, after a warm-up of both), so the machine's drift falls on both sizes
// alike; before, the large size ran alone, minutes later, on a server just started. Prints requests/s, the D1 rows
// read per render (D1's meta, through the local-only X-D1-Meter header), the sitemap's and the search page's times at
// both sizes, and last the median of the rounds' ratios. It prints figures; it is not a test.
import { spawn } from "node:child_process";
import { readdirSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { build, copyState, QUICK, seedState, startServer } from "./server.mjs";

const SITES = QUICK ? 3 : Number(process.env.SCALE_SITES ?? 1_000);
const PAGES_PER_SITE = 30;
const PATH = process.env.SCALE_PATH ?? "/de";
const seconds = QUICK ? 1 : Number(process.env.BENCH_SECONDS ?? 20);
const rounds = QUICK ? 1 : Number(process.env.BENCH_ROUNDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL("..", import.meta.url).pathname;
// Same bypass as bench/pages.mjs: a page-unlock cookie for no page renders in full and writes nothing to KV.
const BYPASS = { Cookie: "__Host-unlock-bench=none" };
/** Columns that hold a row id (the copies get the site's suffix, so every key stays unique and every reference holds). */
const ID_COLUMNS = new Set(["id", "page_id", "parent_id", "item_id", "collection_id", "business_id", "branch_id"]);
/** The site tables copied for each new site, and the rows of the demo site copied ("page" = only its first 30 pages). */
const COPIED = {
  items: "page",
  slugs: "page",
  publications: "page",
  collections: "all",
  collection_items: "all",
  site_documents: "all",
  businesses: "all",
  branches: "all",
  media: "all",
  listings: "all",
};

function autocannon(url, headers = {}, duration = seconds / rounds) {
  const args = [join(root, "node_modules/autocannon/autocannon.js"), "--json", "-c", String(connections), "-d", String(duration)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} on ${url}`));
      const result = JSON.parse(output);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/** The median time of `runs` sequential requests, in ms. */
async function timed(url, headers = {}, runs = 9) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** One size's figures besides throughput: D1 rows per render, sitemap and search times. */
async function measure(url, sites) {
  const page = `${url}${PATH}`;
  const metered = await fetch(page, { headers: { ...BYPASS, "X-D1-Meter": "on" } });
  await metered.arrayBuffer();
  if (metered.headers.get("x-cache") !== "BYPASS") throw new Error(`${page}: expected X-Cache BYPASS, got ${metered.headers.get("x-cache")}`);
  const rowsRead = Number(metered.headers.get("x-d1-rows-read") ?? Number.NaN);
  const sitemap = await timed(`${url}/sitemap.xml`);
  const search = await timed(`${url}/de/search?searchquery=Linse`);
  return { sites, rowsRead, sitemap, search };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The local D1 database file of a state folder (wrangler's layout: v3/d1/<object>/<hash>.sqlite). */
function d1File(persistDir) {
  const folder = join(persistDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${folder}`);
  return join(folder, file);
}

/** Adds `count` sites, each a copy of the demo site's first 30 pages and its other rows, in one transaction. */
function addSites(file, count) {
  const db = new DatabaseSync(file);
  const columns = (table) =>
    db
      .prepare(`SELECT name FROM pragma_table_info(?)`)
      .all(table)
      .map((row) => row.name);
  const pages = db
    .prepare("SELECT DISTINCT page_id FROM slugs WHERE site_id = 'main' ORDER BY page_id LIMIT ?")
    .all(PAGES_PER_SITE)
    .map((row) => row.page_id);
  const pageList = pages.map((id) => `'${id.replaceAll("'", "''")}'`).join(", ");
  const before = statSync(file).size;
  db.exec("BEGIN");
  db.exec(`CREATE TEMP TABLE n (i INTEGER PRIMARY KEY)`);
  db.prepare("WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?) INSERT INTO n SELECT i FROM s").run(count);
  db.exec(
    `INSERT INTO sites (id, name, primary_host, alias_hosts, locales, programs, is_default)
     SELECT 'scale-' || i, 'Scale ' || i, 'scale-' || i || '.example', '[]', '["de","fr"]', '["optician"]', 0 FROM n`,
  );
  for (const [table, which] of Object.entries(COPIED)) {
    const names = columns(table);
    const select = names.map((name) =>
      name === "site_id" ? "'scale-' || n.i" : ID_COLUMNS.has(name) ? `CASE WHEN t.${name} IS NULL THEN NULL ELSE t.${name} || '~' || n.i END` : `t.${name}`,
    );
    const where = which === "page" ? ` AND t.page_id IN (${pageList})` : "";
    db.exec(`INSERT INTO ${table} (${names.join(", ")}) SELECT ${select.join(", ")} FROM ${table} t CROSS JOIN n WHERE t.site_id = 'main'${where}`);
  }
  db.exec("COMMIT");
  const items = db.prepare("SELECT COUNT(*) AS n FROM items").get().n;
  db.close();
  const after = statSync(file).size;
  return { pages: pages.length, items, bytesPerSite: (after - before) / count, size: after };
}

console.log(
  `load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${cpus().length} cores)`,
);
console.log(
  `Benchmark: uncached ${PATH}, ${seconds} s a size in ${rounds} rounds of ${seconds / rounds} s taking turns, ${connections} connections, autocannon in a second process\n`,
);
build();
const state = seedState();
const servers = [];
let smallState = null;
try {
  smallState = copyState(state);
  const grown = addSites(d1File(state), SITES);
  console.log(
    `added ${SITES} sites of ${grown.pages} pages: ${grown.items} items in all, D1 file ${(grown.size / 2 ** 20).toFixed(1)} MiB, ${(grown.bytesPerSite / 1024).toFixed(1)} KiB per site`,
  );
  servers.push(await startServer({}, smallState), await startServer({}, state));
  const sizes = [2, SITES + 2];
  const figures = [];
  for (const [i, each] of servers.entries()) {
    await autocannon(`${each.url}${PATH}`, BYPASS, 2); // warm-up: isolate, SQLite's cache, the file in memory
    figures.push(await measure(each.url, sizes[i]));
  }
  const byRound = [];
  for (let round = 0; round < rounds; round++) {
    const measured = [];
    for (const each of servers) measured.push(await autocannon(`${each.url}${PATH}`, BYPASS));
    byRound.push(measured);
  }
  figures.forEach((figure, i) => {
    const rps = median(byRound.map((round) => round[i].rps));
    const p50 = median(byRound.map((round) => round[i].p50));
    const p99 = median(byRound.map((round) => round[i].p99));
    console.log(
      `${String(figure.sites).padStart(5)} sites  uncached ${PATH}: ${rps.toFixed(0).padStart(5)} req/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  D1 rows read per render ${figure.rowsRead}  sitemap ${figure.sitemap.toFixed(1)} ms  search ${figure.search.toFixed(1)} ms`,
    );
  });
  const ratios = byRound.map((round) => round[1].rps / round[0].rps);
  console.log(`\nrounds' ratios: ${ratios.map((r) => r.toFixed(2)).join(" ")} (medians of the rounds above; ratio = median of the rounds' ratios)`);
  console.log(`scale: uncached render throughput at ${SITES} sites = ${median(ratios).toFixed(2)}x of 2 sites`);
} finally {
  for (const each of servers) await each.stop();
  // State folders no server took (a failure before both started): removed here.
  for (const dir of [state, smallState]) if (dir && !servers.some((each) => each.persistDir === dir)) rmSync(dir, { recursive: true, force: true });
}
