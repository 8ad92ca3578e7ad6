// npm run lighthouse: Lighthouse (mobile) with Debian's Chromium on the six demo pages of bench/demo-pages.mjs,
// against the production build served locally behind a compressing proxy (as Cloudflare's edge compresses in
// production; LIGHTHOUSE_COMPRESS=0 measures the bare preview). Prints the four category scores per page next to
// the budgets, the paint metrics, and every audit that failed. Each page runs three times (LIGHTHOUSE_RUNS=n) and the
// run with the median performance score stands for it. The swisstopo map styles, unreachable here, come from a local stand-in
// (bench/map-style-standin.mjs). LIGHTHOUSE_KEEP=dir keeps every JSON report there (for the audits' details).
// It prints figures; it is not a test (performance depends on the machine's load).
import { execFile } from "node:child_process";
import { Launcher } from "chrome-launcher";
import { promisify } from "node:util";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpus, loadavg } from "node:os";
import { startCompressingProxy } from "./compressing-proxy.mjs";
import { DEMO_PAGES } from "./demo-pages.mjs";
import { startMapStyleStandin } from "./map-style-standin.mjs";
import { build, QUICK, startServer } from "./server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PAGES = QUICK ? [DEMO_PAGES[0][1]] : (process.env.LIGHTHOUSE_PAGES?.split(",") ?? DEMO_PAGES.map(([, path]) => path));
// Three runs a page, the median printed: one run moves with the machine (docs/decisions/016).
const RUNS = QUICK ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// "0": the bare preview only; "both": each page bare and compressed, side by side in one run.
const MODES = process.env.LIGHTHOUSE_COMPRESS === "0" ? [false] : process.env.LIGHTHOUSE_COMPRESS === "both" ? [false, true] : [true];
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${cpus().length} cores)`;

// Lighthouse runs as a child process, awaited, never synchronously: the compressing proxy lives in this process,
// and a blocked event loop would leave every request Lighthouse makes through it unanswered. A run that does not
// finish in three minutes is stopped (SIGINT, so Lighthouse closes its Chromium) and tried once more.
// Chromium runs with RenderDocument, as Chrome ships it (LIGHTHOUSE_RENDER_DOCUMENT=0 keeps chrome-launcher's list).
// chrome-launcher 1.2.1 turns it off as a workaround for tools' automation bugs, which Puppeteer and Playwright have
// since dropped (fixed in Chromium 147). Without it, headless Chromium held the first frame of a page that had
// finished loading for one or two whole seconds with the main thread idle (viz throttles BeginFrames to the page's
// renderer; Lighthouse issue 17148), and Lighthouse's speed index multiplies that observed delay by 1.4
// (docs/decisions/016). The switch replaces chrome-launcher's own --disable-features list, so the rest is carried over.
const launcherFeatures = Launcher.defaultFlags().find((flag) => flag.startsWith("--disable-features="));
const keepLauncherFeatures = process.env.LIGHTHOUSE_RENDER_DOCUMENT === "0" || !launcherFeatures;
const DISABLED_FEATURES = keepLauncherFeatures ? [] : [launcherFeatures.replace(/,?RenderDocument\b/, "").replace("=,", "=")];
const CHROME_FLAGS = ["--headless --no-sandbox --disable-gpu", ...DISABLED_FEATURES].join(" ");

async function runLighthouse(url, report, extraFlags) {
  const flags = [CHROME_FLAGS, ...extraFlags.map((flag) => flag.replace(/=(.* .*)$/, '="$1"'))].join(" ");
  const args = [
    join(root, "node_modules/lighthouse/cli/index.js"),
    url,
    "--chrome-path=/usr/bin/chromium",
    `--chrome-flags=${flags}`,
    "--form-factor=mobile",
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--only-categories=${Object.keys(BUDGET).join(",")}`,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(process.execPath, args, { timeout: 180_000, killSignal: "SIGINT" });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      console.error(`Lighthouse on ${url} failed (${error.message.split("\n")[0]}); trying once more`);
    }
  }
}

build();
const server = await startServer();
const proxy = MODES.includes(true) ? await startCompressingProxy(server.url) : null;
const mapStyles = await startMapStyleStandin();
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
try {
  console.log(
    `\nLighthouse (mobile, simulated throttling), ${server.url}, ${RUNS} run(s) a page, ${load()}; "br": compressed like the edge (brotli), "raw": the bare vite preview; swisstopo's map styles answered by a local stand-in (closed network); RenderDocument ${keepLauncherFeatures ? "off (chrome-launcher's default)" : "on (Chrome's default)"}\n`,
  );
  console.log(
    `${"page".padEnd(28)} ${Object.keys(BUDGET)
      .map((k) => k.padStart(15))
      .join("")}`,
  );
  const notes = [];
  for (const [path, compressed] of PAGES.flatMap((p) => MODES.map((mode) => [p, mode]))) {
    const base = compressed ? proxy.url : server.url;
    const label = `${path} ${compressed ? "br" : "raw"}`;
    const report = join(out, "report.json");
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      await runLighthouse(base + path, report, mapStyles.chromeFlags);
      if (process.env.LIGHTHOUSE_KEEP) {
        mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
        copyFileSync(report, join(process.env.LIGHTHOUSE_KEEP, `${path.replace(/\W+/g, "_")}-${compressed ? "br" : "raw"}-${run + 1}.json`));
      }
      runs.push(JSON.parse(readFileSync(report, "utf8")));
    }
    // The run with the median performance score stands for the page.
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const result = runs[Math.floor((runs.length - 1) / 2)];
    if (RUNS > 1) notes.push(`${label}: performance over ${RUNS} runs ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(", ")}`);
    const scores = Object.keys(BUDGET).map((key) => Math.round((result.categories[key]?.score ?? 0) * 100));
    console.log(`${label.padEnd(28)} ${scores.map((s, i) => `${s} (>= ${Object.values(BUDGET)[i]})`.padStart(15)).join("")}`);
    for (const [id, audit] of Object.entries(result.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") notes.push(`${label}: ${id} (${audit.title})`);
    }
    const metric = (id) => Math.round(result.audits[id]?.numericValue ?? 0);
    notes.push(
      `${label}: FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, TBT ${metric("total-blocking-time")} ms, speed index ${metric("speed-index")} ms`,
    );
    // What the first paint waits for: the document's bytes on the wire and the render-blocking requests.
    const requests = result.audits["network-requests"]?.details?.items ?? [];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const blocking = (result.audits["render-blocking-resources"]?.details?.items ?? []).map((item) => `${new URL(item.url).pathname} ${kb(item.totalBytes)}`);
    if (requests[0])
      notes.push(
        `${label}: HTML ${kb(requests[0].transferSize)} transferred (${kb(requests[0].resourceSize)}), ${requests.length} requests, ${kb(requests.reduce((sum, r) => sum + r.transferSize, 0))} in all; render-blocking: ${blocking.join(", ") || "none"}`,
      );
    const cls = result.audits["cumulative-layout-shift"]?.numericValue;
    if (cls !== undefined) notes.push(`${label}: CLS ${cls.toFixed(3)} (budget <= 0.02)`);
  }
  console.log(`\nMetrics, layout shift and failed audits (${load()} at the end):\n${notes.join("\n")}\n`);
} finally {
  await proxy?.stop();
  await mapStyles.stop();
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
