// Applies the D1 migrations to the local state and seeds the demo content (both idempotent).
// PERSIST_DIR points both at another state folder (tests and benchmarks use their own); like wrangler,
// the state itself lives in its v3/ subfolder.
import { execFileSync } from "node:child_process";
import { ensureLocalVars } from "./local-vars.mjs";

const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" };

ensureLocalVars();
migrate();
execFileSync(process.execPath, ["scripts/run.mjs", "scripts/seed.ts"], { stdio: "inherit", env });

/**
 * wrangler's migration output (its banner, an update notice, a table of files) is kept for a failure; on success
 * one line says what changed.
 */
function migrate() {
  let output;
  try {
    output = execFileSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "d1", "migrations", "apply", "DB", "--local", ...persist], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    console.error(`${error.stdout ?? ""}${error.stderr ?? ""}\nThe local database could not be migrated (wrangler d1 migrations apply, output above).`);
    process.exit(1);
  }
  // wrangler redraws its table after each file: the names repeat.
  const applied = [...new Set([...output.matchAll(/│\s*(\S+\.sql)\s*│\s*✅/g)].map((match) => match[1]))];
  const names = applied.length > 2 ? `${applied[0]} … ${applied.at(-1)}` : applied.join(", ");
  if (applied.length > 0) console.log(`Local database: applied ${applied.length} migrations (${names}).`);
  else if (output.includes("No migrations to apply")) console.log("Local database: No migrations to apply, it is up to date.");
  else console.log("Local database migrated.");
}
