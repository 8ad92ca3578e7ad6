// The commands' smoke test (`npm run test:commands`, a step of `npm test`): every npm command of package.json, and
// so every one the README and docs/ name, runs as typed through `npm run` in a child process, on a throw-away state
// folder, in the order an operator would use them; each case checks what the command says it did. A command that
// has no case here, and is not one of the few that cannot run here (NOT_RUN, with the reason), fails the first test.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, stopGroup } from "../bench/server.mjs";

const root = new URL("..", import.meta.url).pathname;
const state = mkdtempSync(join(tmpdir(), "opticus-commands-state-"));
const work = mkdtempSync(join(tmpdir(), "opticus-commands-work-"));
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

/** package.json commands this test does not run, and why. Keep it short: everything else gets a case. */
const NOT_RUN: Record<string, string> = {
  test: "it runs this file",
  "test:commands": "this file",
  typecheck: "a step of npm test, before this one",
  lint: "a step of npm test, before this one",
  "test:unit": "a step of npm test, before this one",
  "test:workers": "a step of npm test, before this one",
  "test:browser": "a step of npm test, before this one",
};
/** Commands of other tools the docs name that need a Cloudflare account (or are the test runner): not run here. */
const ACCOUNT_OR_TEST_TOOLS: Record<string, string> = {
  "wrangler login": "signs in to Cloudflare",
  "wrangler d1": "the deployed database (create, --remote migrations, time travel, export)",
  "wrangler kv": "creates the deployed namespace",
  "wrangler r2": "creates the deployed bucket",
  "wrangler secret": "sets a secret of the deployed worker",
  vitest: "the test runner, run by npm test",
};

/** The benchmarks, run with `--quick` against the server `npm run preview` started. */
const BENCHMARKS = ["bench", "profile", "bench:game", "bench:presence", "bench:uploads", "bench:editor", "lighthouse"];
/** Every command the cases below run. */
const RUN = [
  "db:reset",
  "db:setup",
  "site:create",
  "site:update",
  "editor:account",
  "types",
  "db:generate",
  "build",
  "site:export",
  "site:import",
  "preview",
  ...BENCHMARKS,
  "site:delete",
  "dev",
  "bench:scale",
  "deploy",
];

/** What each command run took, in the order they ran (printed at the end). */
const timings: { command: string; shown: string; seconds: number }[] = [];
// NODE_ENV is dropped: inside vitest it is "test", which would make vite build a development bundle.
const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
const env = { ...inherited, PERSIST_DIR: state, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/** A command still running after this long is stopped and fails its case (below the cases' 300 s timeout). */
const COMMAND_LIMIT_MS = 240_000;

/** Runs `npm run <command> -- <args>` to its end; its output is stdout and stderr together. */
function npmRun(command: string, args: string[] = [], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const started = performance.now();
  // In its own process group, so that a command that hangs is stopped with everything it started.
  const child = spawn("npm", ["run", "--silent", command, ...(args.length ? ["--", ...args] : [])], {
    cwd: root,
    env: { ...env, ...extraEnv },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const limit = setTimeout(() => {
    output += `\n(stopped after ${COMMAND_LIMIT_MS / 1000} s)`;
    void stopGroup(child.pid ?? 0);
  }, COMMAND_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(limit);
      timings.push({ command, shown: [command, ...args].join(" "), seconds: (performance.now() - started) / 1000 });
      resolve({ code, output });
    });
  });
}

/** Runs a command that must succeed; fails with its output otherwise. */
async function succeeds(command: string, args: string[] = [], extraEnv: Record<string, string> = {}): Promise<string> {
  const { code, output } = await npmRun(command, args, extraEnv);
  if (code !== 0) throw new Error(`npm run ${command} ${args.join(" ")} exited with ${code}:\n${output}`);
  return output;
}

/** A GET to the local server with the given Host header (Node sends *.localhost names nowhere by itself). */
function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const firstHeading = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

/** Starts a long-running command (a server) in its own process group and waits until its /de answers 200. */
async function serve(command: string, port: number, extraEnv: Record<string, string> = {}) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", command], {
    cwd: root,
    env: { ...env, ...extraEnv, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 240_000;
  for (;;) {
    const answer = await get(port, "/de", "localhost").catch(() => null);
    if (answer?.status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopGroup(child.pid ?? 0);
      throw new Error(`npm run ${command} did not serve /de on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  timings.push({ command, shown: `${command} (until /de answers)`, seconds: (performance.now() - started) / 1000 });
  return { pid: child.pid ?? 0, output: () => output, stop: () => stopGroup(child.pid ?? 0) };
}

let server: (Awaited<ReturnType<typeof serve>> & { port?: number }) | null = null;
let inspectorPort = 0;

afterAll(async () => {
  await server?.stop();
  for (const dir of [state, work]) rmSync(dir, { recursive: true, force: true });
  console.log(`\nCommands run (seconds):\n${timings.map(({ shown, seconds }) => `  ${seconds.toFixed(1).padStart(6)}  npm run ${shown}`).join("\n")}\n`);
});

describe("every documented command, as typed", () => {
  it("has a case here, or a reason in NOT_RUN; the docs name no command that is missing", () => {
    expect(Object.keys(scripts).filter((name) => !RUN.includes(name) && !(name in NOT_RUN))).toEqual([]);
    expect(RUN.filter((name) => !(name in scripts))).toEqual([]);
    const docs = ["README.md", ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" }).map((file) => join("docs", file))].filter((file) =>
      file.endsWith(".md"),
    );
    const text = docs.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
    const named = new Set([...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1] ?? ""));
    expect([...named].filter((name) => !(name in scripts))).toEqual([]);
    const tools = new Set([...text.matchAll(/npx (wrangler \w+|\w+)/g)].map((match) => match[1] ?? ""));
    expect([...tools].filter((tool) => !(tool in ACCOUNT_OR_TEST_TOOLS))).toEqual([]);
  });

  it("db:reset and db:setup: migrate and seed a fresh state, then find nothing to do", async () => {
    const reset = await succeeds("db:reset");
    expect(reset).toContain(`Removed ${state}`);
    expect(reset).toMatch(/Local database: applied \d+ migrations/);
    expect(reset).toMatch(/Optik Seeblick: Demo content seeded: \d+ items\./);
    const setup = await succeeds("db:setup");
    expect(setup).toContain("Local database: No migrations to apply");
    expect(setup).toMatch(/Demo content already present/);
    for (const output of [reset, setup]) expect(output).not.toMatch(/warn|error|Durable ?Object/i);
  });

  it("site:create, site:update and editor:account say what they did in two lines", async () => {
    const created = await succeeds("site:create", [
      "--host",
      "www.optique-du-lac.ch",
      "--name",
      "Optique du Lac",
      "--locales",
      "fr,de,it,en",
      "--program",
      "optician",
    ]);
    expect(created.trim()).toBe(
      "Site www (Optique du Lac) locally: https://www.optique-du-lac.ch, languages fr, de, it, en.\nRunning workers pick the change up within 30 seconds.",
    );
    const updated = await succeeds("site:update", ["--site", "main", "--name", "Optik Seeblick", "--locales", "de,fr"]);
    expect(updated.trim().split("\n")).toEqual([
      "Site main (Optik Seeblick) locally: http://localhost:<port>, languages de, fr, aliases seeblick.localhost, default on localhost.",
      "Running workers pick the change up within 30 seconds.",
    ]);
    const account = await succeeds("editor:account", ["--email", "lea@example.ch", "--role", "optician", "--site", "main"]);
    expect(account.trim()).toMatch(/^Editor lea@example\.ch \(optician, sites main\) locally is ready\.\nPassword \(shown once\): \S{20,}$/);
  });

  it("fails with a clear message and a non-zero exit when the site does not exist", async () => {
    const { code, output } = await npmRun("site:update", ["--site", "nowhere", "--name", "X"]);
    expect(code).not.toBe(0);
    expect(output.trim()).toBe("no site nowhere");
  });

  it("types and db:generate find wrangler.toml's bindings and the drizzle schema in step with what is committed", async () => {
    const envTypes = join(root, "worker/env.d.ts");
    const before = readFileSync(envTypes, "utf8");
    await succeeds("types");
    const after = readFileSync(envTypes, "utf8");
    if (after !== before) writeFileSync(envTypes, before);
    expect(after, "npm run types changed worker/env.d.ts: run it and commit the file").toBe(before);
    const migrations = readdirSync(join(root, "migrations"), { recursive: true });
    expect(await succeeds("db:generate")).toContain("No schema changes, nothing to migrate");
    expect(readdirSync(join(root, "migrations"), { recursive: true })).toEqual(migrations);
  });

  it("build writes the client and the worker", async () => {
    rmSync(join(root, "dist"), { recursive: true, force: true });
    await succeeds("build");
    expect(existsSync(join(root, "dist/client/asset-manifest.json")) || existsSync(join(root, "dist/client/.vite/asset-manifest.json"))).toBe(true);
    expect(readdirSync(join(root, "dist/opticus_edge")).length).toBeGreaterThan(0);
  });

  it("site:export, then site:import under another host: the copy's home answers 200 with the same heading (preview)", async () => {
    const out = join(work, "main");
    expect(await succeeds("site:export", ["--site", "main", "--out", out])).toMatch(/^Site main in the local state exported to .+ \d+ files/m);
    expect(await succeeds("site:import", ["--from", out, "--id", "seeblick-test", "--host", "test.localhost"])).toMatch(
      /^Site seeblick-test in the local state created from .+ at test\.localhost/m,
    );
    const port = await freePort();
    // The profiler (npm run profile) attaches to the worker's inspector: the server opens it on a port of ours.
    inspectorPort = await freePort();
    server = await serve("preview", port, { INSPECTOR_PORT: String(inspectorPort) });
    server.port = port;
    const original = await get(port, "/de", "localhost");
    const copy = await get(port, "/de", "test.localhost");
    expect(copy.status).toBe(200);
    expect(firstHeading(copy.body)).toBeTruthy();
    expect(firstHeading(copy.body)).toBe(firstHeading(original.body));
  });

  // The benchmarks measure the server preview started (SERVER_URL, bench/server.mjs): one build and one seeded state.
  for (const benchmark of BENCHMARKS) {
    it(`${benchmark} -- --quick runs against the preview server`, async () => {
      if (!server) throw new Error("no preview server (the case before failed)");
      const running = { SERVER_URL: `http://127.0.0.1:${server.port}`, SERVER_PID: String(server.pid), INSPECTOR_PORT: String(inspectorPort) };
      const output = await succeeds(benchmark, ["--quick"], running);
      expect(output).not.toMatch(/Error|WRONG/);
    });
  }

  it("site:delete: without --yes it only says what it would remove; with --yes it removes; again, it fails saying why", async () => {
    expect(await succeeds("site:delete", ["--site", "seeblick-test"])).toMatch(
      /^Would remove site seeblick-test \(test\.localhost\)[\s\S]*^Nothing removed\./m,
    );
    expect(await succeeds("site:delete", ["--site", "seeblick-test", "--yes"])).toMatch(/^Removed site seeblick-test in the local state: rows: sites 1,/m);
    const again = await npmRun("site:delete", ["--site", "seeblick-test", "--yes"]);
    expect(again.code).not.toBe(0);
    expect(again.output.trim()).toBe("no site seeblick-test in the local state: nothing to delete");
    await server?.stop();
    server = null;
  });

  it("dev serves the demo site and prints where the editor signs in", async () => {
    const port = await freePort();
    const dev = await serve("dev", port);
    try {
      expect(dev.output()).toContain(`Editor login: http://localhost:${port}/de/login`);
    } finally {
      await dev.stop();
    }
  });

  it("bench:scale -- --quick builds, seeds and grows its own states", async () => {
    expect(await succeeds("bench:scale", ["--quick"])).toMatch(/scale: uncached render throughput at 3 sites = [\d.]+x of 2 sites/);
  });

  it("deploy -- --dry-run bundles the worker offline, under 1 MiB gzip", async () => {
    const output = await succeeds("deploy", ["--dry-run", "--outdir", join(work, "deploy")]);
    const gzip = Number(output.match(/gzip: ([\d.]+) KiB/)?.[1]);
    expect(gzip).toBeGreaterThan(0);
    console.log(`Worker bundle: ${gzip} KiB gzip (budget 1024 KiB)`);
    expect(gzip).toBeLessThanOrEqual(1024);
  });

  it("ran every command of its list", () => {
    expect(RUN.filter((name) => !timings.some(({ command }) => command === name))).toEqual([]);
  });
});
