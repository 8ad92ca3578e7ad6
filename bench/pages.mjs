// npm run bench: the production build served locally, loaded from a second process (autocannon).
// Measures a static asset, a cached page and an uncached render of the heaviest demo page, and prints
// requests/s, p50 and p99 latency and the ratios to the static asset. It prints figures; it is not a test.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { build, startServer } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL("..", import.meta.url).pathname;

/** Runs autocannon in its own process against `url` and returns its JSON summary. */
function autocannon(url, headers = {}) {
  const args = [join(root, "node_modules/autocannon/autocannon.js"), "--json", "-c", String(connections), "-d", String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  const output = execFileSync(process.execPath, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(output.toString());
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

build();
const server = await startServer();
const stop = () => server.stop();
process.on("SIGINT", () => stop().then(() => process.exit(130)));
try {
  const html = await (await fetch(`${server.url}/de`)).text();
  const asset = html.match(/src="(\/assets\/site-[^"]+\.js)"/)?.[1];
  if (!asset) throw new Error("no site script in the home page");
  // The uncached render: the same home page in edit mode, which never touches the cache (one extra D1 query: the session).
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
  const cached = await fetch(`${server.url}/de`);
  if (cached.headers.get("x-cache") !== "HIT") throw new Error(`expected a cache hit, got ${cached.headers.get("x-cache")}`);

  console.log(`\nBenchmark: ${seconds} s each, ${connections} connections, autocannon in a second process, ${server.url}\n`);
  const rows = [
    ["static asset", autocannon(server.url + asset)],
    ["cached page /de", autocannon(`${server.url}/de`)],
    ["uncached render /de (edit mode)", autocannon(`${server.url}/de/edit`, { Cookie: cookie })],
  ];
  const base = rows[0][1].rps;
  const budget = { "static asset": "", "cached page /de": ">= 0.80", "uncached render /de (edit mode)": ">= 0.25" };
  console.log("what                              req/s    p50 ms   p99 ms   ratio   budget");
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${(r.rps / base).toFixed(2).padStart(7)}   ${budget[name]}`);
  }
  console.log("");
} finally {
  await stop();
}
