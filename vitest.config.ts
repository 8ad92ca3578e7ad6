import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

/** The shared hostile upload files (../shared/fixtures/uploads), base64 by name, for the workers tests. */
const uploadFixtures = () => {
  const dir = new URL("../shared/fixtures/uploads/", import.meta.url);
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir)).toString("base64")]));
};

// Three projects: plain unit tests in Node, integration tests inside workerd with real bindings
// (isolated storage per test file, migrations applied in the setup file), and browser tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["common/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "worker/**/*.node.test.ts", "client/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // As in local development the stand-ins are on (the Stream adapter talks to /_standins/stream in-process);
              // the outside adapters get production addresses, whatever a local .dev.vars says: their tests point them at the stand-ins.
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), TEST_UPLOAD_FIXTURES: uploadFixtures(), LOCAL_STANDINS: "on", PLACES_API_URL: "https://places.googleapis.com", ARTICLE_SITE_URL: "", GOOGLE_PLACES_API_KEY: "" },
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
        },
      },
      {
        test: {
          name: "browser",
          include: ["browser-tests/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./browser-tests/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
