import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Three projects: plain unit tests in Node, integration tests inside workerd with real bindings
// (isolated storage per test file, migrations applied in the setup file), and browser tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["common/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "worker/**/*.node.test.ts", "client/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations") },
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
