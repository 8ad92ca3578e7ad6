// npm run lighthouse: Lighthouse (mobile) with Debian's Chromium on the pages budgets.md names, against the
// production build served locally. Prints the four category scores per page next to the budgets, and every
// audit that failed. It prints figures; it is not a test (performance depends on the machine's load).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, startServer } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/de,/de/optikerverzeichnis,/de/~play").split(",");
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

build();
const server = await startServer();
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
try {
  console.log(`\nLighthouse (mobile, simulated throttling), ${server.url}\n`);
  console.log(`${"page".padEnd(28)} ${Object.keys(BUDGET).map((k) => k.padStart(15)).join("")}`);
  const notes = [];
  for (const path of PAGES) {
    const report = join(out, "report.json");
    execFileSync(
      process.execPath,
      [join(root, "node_modules/lighthouse/cli/index.js"), server.url + path, "--chrome-path=/usr/bin/chromium", "--chrome-flags=--headless --no-sandbox --disable-gpu", "--form-factor=mobile", "--output=json", `--output-path=${report}`, "--quiet", `--only-categories=${Object.keys(BUDGET).join(",")}`],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    const result = JSON.parse(readFileSync(report, "utf8"));
    const scores = Object.keys(BUDGET).map((key) => Math.round((result.categories[key]?.score ?? 0) * 100));
    console.log(`${path.padEnd(28)} ${scores.map((s, i) => `${s} (>= ${Object.values(BUDGET)[i]})`.padStart(15)).join("")}`);
    for (const [id, audit] of Object.entries(result.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") notes.push(`${path}: ${id} (${audit.title})`);
    }
    const metric = (id) => Math.round(result.audits[id]?.numericValue ?? 0);
    notes.push(`${path}: FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, TBT ${metric("total-blocking-time")} ms, speed index ${metric("speed-index")} ms`);
    const cls = result.audits["cumulative-layout-shift"]?.numericValue;
    if (cls !== undefined) notes.push(`${path}: CLS ${cls.toFixed(3)} (budget <= 0.02)`);
  }
  console.log(`\nMetrics, layout shift and failed audits:\n${notes.join("\n")}\n`);
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
