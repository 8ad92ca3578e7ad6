import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../bench/server.mjs";

const root = new URL("..", import.meta.url).pathname;
let child: ChildProcess;
let base = "";
let persistDir = "";

/** `vite dev` on a free port with its own state (migrated, no content: the checks below need none), stopped by its PID. */
beforeAll(async () => {
  persistDir = mkdtempSync(join(tmpdir(), "opticus-dev-"));
  const port = await freePort();
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const env = { ...inherited, PERSIST_DIR: persistDir, PORT: String(port), CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  // Only the migrations, no demo content: they create the default site (localhost) that every request is resolved to.
  execFileSync(
    process.execPath,
    [join(root, "node_modules/wrangler/bin/wrangler.js"), "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir],
    { cwd: root, env: { ...env, CI: "true" }, stdio: "ignore" },
  );
  child = spawn(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "dev", "--host", "127.0.0.1"], {
    cwd: root,
    env,
    detached: true,
    stdio: "ignore",
  });
  base = `http://127.0.0.1:${port}`;
  // Started: the worker answers (a refusal before listening is a thrown fetch, which vi.waitFor retries).
  await vi.waitFor(async () => expect((await fetch(`${base}/api/v1/auth/me`)).status, `vite dev on ${base}`).toBe(401), { timeout: 90_000, interval: 300 });
});

afterAll(async () => {
  if (child?.pid) {
    const exited = child.exitCode === null && child.signalCode === null ? once(child, "exit") : Promise.resolve();
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    // Its state folder is removed below only once vite has ended.
    await exited;
  }
  rmSync(persistDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("answers early refusals (body unread by the worker) with the worker's own answer, every time", async () => {
    const body = JSON.stringify({ footer: { city: "x".repeat(200_000) } });
    const statuses = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      const foreign = i % 2 === 1;
      const response = await fetch(`${base}/api/v1/settings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: foreign ? "https://evil.test" : base },
        body,
      });
      const text = await response.text();
      expect(response.headers.get("Content-Type"), text.slice(0, 200)).toContain("application/json");
      expect(text).not.toMatch(/fetch failed|node_modules|\/work\//);
      const key = `${response.status} ${JSON.parse(text).error}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ "401 unauthenticated": 20, "403 bad_origin": 20 });
  });

  it("answers / (the README's first link) with the site: a redirect to a language, not a plain Not found", async () => {
    const response = await fetch(`${base}/`, { redirect: "manual" });
    expect(response.status, await response.text()).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/[a-z]{2}$/);
  });

  it("serves the browser's modules but not the worker, migrations or configuration", async () => {
    expect((await fetch(`${base}/client/site.ts`)).status).toBe(200);
    expect((await fetch(`${base}/common/rich-text.ts`)).status).toBe(200);
    const migration = readdirSync(join(root, "migrations")).find((file) => file.endsWith(".sql"))!;
    for (const path of [
      "/worker/index.ts",
      "/worker/index.ts?import",
      `/migrations/${migration}`,
      "/wrangler.toml",
      "/package.json",
      "/scripts/seed.ts",
      "/durable-objects/game.ts",
      `/@fs${root}worker/index.ts`,
      "/.wrangler/state",
      "/worker/%69ndex.ts",
    ]) {
      const response = await fetch(base + path);
      const text = await response.text();
      expect(response.status, path).toBe(404);
      expect(text, path).not.toMatch(/import|CREATE TABLE|compatibility_date|"scripts"/);
    }
  });

  it("optimises the editor's dependencies at start, like the islands': the first edit, rich-text click or 'Seiten' reloads nothing", async () => {
    // Optimised only when first imported, each of them once reloaded the page (and a second React answered
    // "Invalid hook call"). Declared in vite.config.ts, they are in the optimiser's first run.
    const metadata = join(root, "node_modules/.vite/deps/_metadata.json");
    const optimised = () => (existsSync(metadata) ? Object.keys(JSON.parse(readFileSync(metadata, "utf8")).optimized ?? {}) : []);
    const wanted = [
      "jotai",
      "sonner",
      "@tiptap/react",
      "@tiptap/core",
      "@radix-ui/react-popover",
      "@radix-ui/react-dialog",
      "@dnd-kit/core",
      "react-easy-crop",
    ];
    await vi.waitFor(() => expect(wanted.filter((name) => !optimised().includes(name))).toEqual([]), { timeout: 90_000, interval: 500 });
  }, 120_000);
});
