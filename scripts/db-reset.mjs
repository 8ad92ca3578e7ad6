// Deletes the local D1/KV/R2/DO state, then migrates and seeds afresh.
import { rmSync } from "node:fs";

const dir = process.env.PERSIST_DIR ?? ".wrangler/state";
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}`);
await import("./db-setup.mjs");
