import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { LongestFirst } from "./browser-tests/sequencer.ts";

/** The shared hostile upload files (../shared/fixtures/uploads), base64 by name, for the workers tests. */
const uploadFixtures = () => {
  const dir = new URL("../shared/fixtures/uploads/", import.meta.url);
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir)).toString("base64")]));
};

/**
 * Browser test files that change site-wide state other files read, and the slider tweens' timing file, which a
 * second file beside it makes late: they run one at a time (see the browser projects below). The course map's file
 * reads its drawers' animation from their events (session 30) and writes nothing: it runs two at a time, among the
 * longest first (browser-tests/sequencer.ts), which takes its 130 s off the one-at-a-time lane.
 */
const SHARED_STATE_FILES = [
  "settings-panel",
  "business-panel",
  "outside",
  "pages-panel",
  "panel-sorting",
  "media-editor",
  "media",
  "block-picker",
  "dev-server",
  "sites",
  "sliders",
  // The stop drawer's swipe and slider locks: a swipe went unanswered once beside another file in a fresh-clone run.
  "stop-drawer",
  "journey-first-publish",
  "journey-languages",
].map((name) => `browser-tests/${name}.test.ts`);

function browserProject(name: string, files: { include?: string[]; exclude?: string[]; maxWorkers: number; groupOrder: number }) {
  return {
    test: {
      name,
      include: files.include ?? ["browser-tests/**/*.test.ts"],
      exclude: files.exclude ?? [],
      environment: "node" as const,
      globalSetup: ["./browser-tests/global-setup.ts"],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      maxWorkers: files.maxWorkers,
      // What a page does after a click (a save, a reload, an animation) can take seconds on a loaded 2-core machine.
      expect: { poll: { timeout: 10_000 } },
      sequence: { groupOrder: files.groupOrder },
    },
  };
}

// Three kinds of projects: plain unit tests in Node, integration tests inside workerd with real bindings
// (isolated storage per test file, migrations applied in the setup file), and browser tests in Chromium.
export default defineConfig({
  test: {
    // One sequencer for every project (vitest reads it from the root config only): the longest browser files first.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: ["common/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "worker/**/*.node.test.ts", "client/**/*.test.{ts,tsx}"],
          exclude: ["scripts/commands.test.ts"],
          environment: "node",
          // vitest's default on 2 cores is one worker; two keep both busy (docs/decisions/060).
          maxWorkers: 2,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            // Workers AI has no local simulation: tests never reach Cloudflare (docs/decisions/024).
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // As in local development the stand-ins are on (the Stream adapter talks to /_standins/stream in-process);
              // the outside adapters get production addresses, whatever a local .dev.vars says: their tests point them at the stand-ins.
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                TEST_UPLOAD_FIXTURES: uploadFixtures(),
                LOCAL_STANDINS: "on",
                PLACES_API_URL: "https://places.googleapis.com",
                ARTICLE_SITE_URL: "",
                GOOGLE_PLACES_API_KEY: "",
              },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["worker/**/*.test.{ts,tsx}", "durable-objects/**/*.test.ts"],
          exclude: ["worker/**/*.node.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
          // Files seed the whole demo site (pictures included) in beforeAll: generous on a loaded 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          // Two files at a time: on a quiet 2-core machine 216 s instead of 333 s with vitest's default of one.
          maxWorkers: 2,
        },
      },
      // The commands' smoke test (npm run test:commands): every package.json command run as typed, one after another.
      {
        test: {
          name: "commands",
          include: ["scripts/commands.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      // Browser tests share one built site and server (global-setup.ts starts it once for both projects). Files that
      // change what every page shows (settings, navigation, collections, changelog, the media library) run one at a
      // time after the others, which run two at a time: docs/decisions/060.
      browserProject("browser", { exclude: SHARED_STATE_FILES, maxWorkers: 2, groupOrder: 1 }),
      browserProject("browser-shared-state", { include: SHARED_STATE_FILES, maxWorkers: 1, groupOrder: 2 }),
    ],
  },
});
