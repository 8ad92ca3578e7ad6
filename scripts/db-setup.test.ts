import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const state = mkdtempSync(join(tmpdir(), "opticus-setup-"));
afterAll(() => rmSync(state, { recursive: true, force: true }));

const setup = () =>
  execFileSync(process.execPath, ["scripts/db-setup.mjs"], {
    env: { ...process.env, PERSIST_DIR: state, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  }).toString();

describe("npm run db:setup (run by npm run dev)", () => {
  it("migrates and seeds once, prints the editor login, and a second start changes nothing", () => {
    const first = setup();
    const seeded = first.match(/Demo content seeded: (\d+) items\./);
    expect(seeded).not.toBeNull();
    expect(Number(seeded![1])).toBeGreaterThan(100);
    expect(first).toContain("e-mail:   editor@optik-seeblick.example");
    // The second demo site (Lausanne) is seeded with content of its own.
    expect(first).toMatch(/Optique du Lac: Demo content seeded: \d+ items\./);
    const second = setup();
    expect(second).toContain(`Demo content already present (${seeded![1]} items): nothing to seed.`);
    expect(second).toContain("No migrations to apply");
  }, 300_000); // two demo sites with drawn pictures: about a minute alone, several on a loaded 2-core machine
});
