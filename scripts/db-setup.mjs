// Applies the D1 migrations to the local state and seeds the demo content (both idempotent).
// PERSIST_DIR points both at another state folder (tests and benchmarks use their own); like wrangler,
// the state itself lives in its v3/ subfolder.
import { execFileSync } from "node:child_process";
import { ensureLocalVars } from "./local-vars.mjs";

const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" };
const run = (args) => execFileSync(process.execPath, args, { stdio: "inherit", env });

ensureLocalVars();
run(["node_modules/wrangler/bin/wrangler.js", "d1", "migrations", "apply", "DB", "--local", ...persist]);
run(["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"]);
