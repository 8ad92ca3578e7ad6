// npm run profile: the CPU milliseconds per uncached render of each demo page next to Cloudflare's 10 ms
// free-plan limit, and where that time goes. Renders run one after another.
// - CPU per render: the on-CPU time of the workerd process (every thread, from /proc/<pid>/task/*/schedstat,
//   nanoseconds, so time the machine's other load takes is not counted) before and after each request. It
//   includes what production does not bill to the worker (the local D1 and KV simulators, HTTP parsing), so it
//   is an upper bound of the worker's CPU.
// - Where it goes: V8's CPU profiler through the worker's inspector, in a second pass; the samples that fall
//   into a request's time window are that render's (both clocks are the machine's monotonic clock).
// It prints figures; it is not a test.
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { build, freePort, QUICK, startServer } from "./server.mjs";
import { DEMO_PAGES } from "./demo-pages.mjs";

const RENDERS = QUICK ? 3 : Number(process.env.PROFILE_RENDERS ?? 60);
// PROFILE_PAGES=home,contact profiles only those demo pages (names as in demo-pages.mjs).
const PAGES = QUICK
  ? DEMO_PAGES.slice(0, 1)
  : process.env.PROFILE_PAGES
    ? DEMO_PAGES.filter(([name]) => process.env.PROFILE_PAGES.split(",").includes(name))
    : DEMO_PAGES;
const WARMUP = QUICK ? 2 : 15;
// Same bypass as bench/pages.mjs: a page-unlock cookie for no page renders in full and writes nothing to KV.
const BYPASS = { Cookie: "__Host-unlock-bench=none" };
// Samples that are not the isolate running code: waiting for I/O or another isolate.
const NOT_CPU = new Set(["(idle)", "(root)", "(program)"]);

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function connect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl && /opticus/i.test(`${t.title} ${t.url} ${t.id}`)) ?? targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  // The inspector proxy accepts only local origins.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  };
  return {
    send(method, params = {}) {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector in 60 s`)), 60_000);
        pending.set(id, (m) => {
          clearTimeout(timer);
          return m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result);
        });
      });
    },
    close: () => socket.close(),
  };
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

/** The workerd processes of the server's process group. */
function workerdPids(group) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return stat.includes("(workerd)") && Number(fields[2]) === group;
      } catch {
        return false;
      }
    });
}

/** Nanoseconds the given processes' threads have spent on a CPU so far. */
function onCpuNanos(pids) {
  let total = 0;
  for (const pid of pids) {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // the thread ended in between
      }
    }
  }
  return total;
}

async function render(url) {
  const response = await fetch(url, { headers: BYPASS });
  await response.arrayBuffer();
  if (response.headers.get("x-cache") !== "BYPASS")
    throw new Error(`${url}: expected an uncached render, got ${response.status} ${response.headers.get("x-cache")}`);
}

/** Sums the CPU samples per request window and, over all windows, the self and inclusive time per function. */
function analyse(profile, windows) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const label = (n) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
  const perWindow = windows.map(() => 0);
  const self = new Map();
  const inclusive = new Map();
  let t = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample covers the interval up to the next one.
    const duration = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(profile.samples[i]);
    if (NOT_CPU.has(node.callFrame.functionName)) continue;
    while (w < windows.length && windows[w].end < t) w++;
    if (w >= windows.length || t < windows[w].start) continue;
    perWindow[w] += duration;
    self.set(label(node), (self.get(label(node)) ?? 0) + duration);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const name = label(nodes.get(id));
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + duration);
      seen.add(name);
    }
  }
  return { perWindow, self, inclusive };
}

build();
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? (await freePort()));
const server = await startServer({ INSPECTOR_PORT: String(inspectorPort) });
let inspector;
try {
  for (const [, path] of PAGES) for (let i = 0; i < WARMUP; i++) await render(server.url + path);
  const pids = workerdPids(server.pid);
  if (!pids.length) throw new Error("no workerd process found in the server's process group");
  console.log(
    `\nCPU per uncached render, workerd's on-CPU time (all threads, local D1/KV included), ${RENDERS} renders a page one at a time; limit 10 ms; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (${cpus().length} cores)\n`,
  );
  /** Median and p90 of workerd's CPU over RENDERS requests of `url`. */
  const cpuOf = async (url, send) => {
    const cpu = [];
    for (let i = 0; i < RENDERS; i++) {
      const before = onCpuNanos(pids);
      await send(url);
      cpu.push((onCpuNanos(pids) - before) / 1e6);
    }
    const sorted = [...cpu].sort((a, b) => a - b);
    return { median: median(cpu), p90: sorted[Math.floor(sorted.length * 0.9)] };
  };
  // Reference, measured first: what serving the site script costs the same process (HTTP, routing, the asset
  // worker). Renders are also given in multiples of it, which carries over between machines of different speed.
  const home = await (await fetch(`${server.url}/de`)).text();
  const asset = home.match(/src="(\/assets\/site-[^"]+\.js)"/)?.[1];
  if (!asset) throw new Error("no site script in the home page");
  const reference = await cpuOf(server.url + asset, async (url) => (await fetch(url)).arrayBuffer());
  console.log(`${"static asset (site script), reference".padEnd(40)} median ${reference.median.toFixed(2).padStart(6)} ms`);
  for (const [name, path] of PAGES) {
    const { median: cpu, p90 } = await cpuOf(server.url + path, render);
    console.log(
      `${`${name} ${path}`.padEnd(40)} median ${cpu.toFixed(2).padStart(6)} ms   p90 ${p90.toFixed(2).padStart(6)} ms   ${(cpu / reference.median).toFixed(1).padStart(4)}x the static asset   ${cpu <= 10 ? "within" : "over"} 10 ms`,
    );
  }
  console.error("profiling");
  inspector = await connect(inspectorPort);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  await inspector.send("Profiler.start");
  const windows = [];
  for (const [name, path] of PAGES) {
    for (let i = 0; i < RENDERS; i++) {
      const start = nowMicros();
      await render(server.url + path);
      windows.push({ name, start, end: nowMicros() });
    }
  }
  const { profile } = await inspector.send("Profiler.stop");
  const { perWindow, self, inclusive } = analyse(profile, windows);
  console.log(
    `\nThe same renders under V8's profiler (sampling every 0.1 ms; time in JavaScript of the worker's isolate, slowed by the profiler and by the machine's load):\n`,
  );
  for (const [name, path] of PAGES) {
    const cpu = perWindow.filter((_, i) => windows[i].name === name);
    const wall = windows.filter((x) => x.name === name).map((x) => (x.end - x.start) / 1000);
    console.log(
      `${`${name} ${path}`.padEnd(40)} JS ${median(cpu).toFixed(2).padStart(6)} ms (p90 ${[...cpu].sort((a, b) => a - b)[Math.floor(cpu.length * 0.9)].toFixed(2)})   wall ${median(wall).toFixed(1).padStart(6)} ms`,
    );
  }
  const total = perWindow.reduce((a, b) => a + b, 0);
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  console.log(`\nSelf time, share of all render CPU (${total.toFixed(0)} ms over ${windows.length} renders):\n${top(self, 25)}`);
  console.log(`\nInclusive time (a function and what it calls):\n${top(inclusive, 40)}\n`);
} finally {
  inspector?.close();
  await server.stop();
}
