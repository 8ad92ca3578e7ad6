// Runs a TypeScript command (scripts/*.ts) in Node through Vite's module runner, the way the worker's code is
// built: `import.meta.glob` (the block registry gathers the block folders with it), CSS imports and TypeScript
// work as in the app. Used by the package.json commands: `node scripts/run.mjs scripts/site.ts create --host …`.
// No config file is read: the app's plugins (the Cloudflare one starts workerd) are not needed to run a command.
import { resolve } from "node:path";
import { createServer, createServerModuleRunner } from "vite";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node scripts/run.mjs <script.ts> [options]");
  process.exit(2);
}
const server = await createServer({
  configFile: false,
  root: resolve(import.meta.dirname, ".."),
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
// The command reads its options from process.argv as if Node had started it.
process.argv = [process.argv[0], resolve(script), ...args];
try {
  await runner.import(resolve(script));
} finally {
  await runner.close();
  await server.close();
}
