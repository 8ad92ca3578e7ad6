// Starts the production build in workerd (vite preview) on a free local port with its own state folder,
// and stops it by its process group. Shared by the browser tests and the benchmarks.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureLocalVars } from "../scripts/local-vars.mjs";

const root = new URL("..", import.meta.url).pathname;
// NODE_ENV is dropped: inside vitest it is "test", which would make vite build a development bundle.
// X_LOCAL_OBSERVABILITY=false: the Cloudflare plugin otherwise records a trace of every request and span into a
// local SQLite store inside the same workerd process, about a third of a cached hit's CPU (docs/decisions/016);
// production collects traces outside the worker. Tests and benchmarks read no traces.
const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
const quietEnv = { ...inherited, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false" };

// SERVER_URL (with SERVER_PID, the preview's process group) points the benchmarks at a server already running,
// so that several of them can measure one build and one seeded state in turn (seeding takes minutes when loaded).
const running = process.env.SERVER_URL ? { url: process.env.SERVER_URL, pid: Number(process.env.SERVER_PID ?? 0), persistDir: "", stop: async () => {} } : null;

/**
 * `--quick` (npm run bench -- --quick): the shortest run of a benchmark, to see that it works end to end (the
 * commands' smoke test, scripts/commands.test.ts, runs each so); its figures mean nothing.
 */
export const QUICK = process.argv.includes("--quick");

/** Builds the client and the worker (vite build), unless a running server is given. */
export function build() {
  if (running) return;
  // The local stand-ins (outside services, Stream): .dev.vars, copied into the build for preview.
  ensureLocalVars();
  execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env: quietEnv });
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh state folder, migrated and seeded with the demo sites (minutes on a loaded machine). */
export function seedState() {
  const persistDir = mkdtempSync(join(tmpdir(), "opticus-state-"));
  try {
    // Output is piped, not shown: on failure Node puts the captured stderr into the error message.
    execFileSync(process.execPath, [join(root, "scripts/db-setup.mjs")], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...quietEnv, PERSIST_DIR: persistDir },
    });
  } catch (error) {
    rmSync(persistDir, { recursive: true, force: true });
    throw error;
  }
  return persistDir;
}

/** A copy of a state folder no server runs on: a second server starts from the same seeded state at once. */
export function copyState(persistDir) {
  const copy = mkdtempSync(join(tmpdir(), "opticus-state-"));
  cpSync(persistDir, copy, { recursive: true });
  return copy;
}

/**
 * Migrates and seeds a fresh state folder, starts vite preview on a free port, waits until /de answers.
 * `extraEnv` reaches vite (the profiler passes INSPECTOR_PORT). `state` starts it on a state folder already set up
 * (bench:scale restarts on the state it grew), without migrating or seeding it again.
 */
export async function startServer(extraEnv = {}, state = null) {
  if (running) return running;
  const persistDir = state ?? seedState();
  const port = await freePort();
  const env = { ...quietEnv, ...extraEnv, PERSIST_DIR: persistDir, PORT: String(port) };
  // Started directly (not through npm) and in its own process group, so its PID stops it and workerd with it.
  const child = spawn(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "preview", "--host", "127.0.0.1"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/de`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopGroup(child.pid);
      rmSync(persistDir, { recursive: true, force: true });
      throw new Error(`preview server did not start on ${url}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    persistDir,
    /** Stops the server and deletes its state folder, unless `keep` (to start again on it). */
    async stop({ keep = false } = {}) {
      await stopGroup(child.pid);
      if (!keep) rmSync(persistDir, { recursive: true, force: true });
    },
  };
}

/** Stops a process group started detached (its leader's PID): SIGTERM, then SIGKILL for what is left after 4 s. */
export async function stopGroup(pid) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  // workerd shares the group; give both 4 s to exit cleanly, then kill what is left.
  for (let i = 0; i < 40 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!alive()) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // exited in between
  }
  for (let i = 0; i < 20 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}
