// `npm run test:browser`: the browser tests in two lanes side by side (docs/decisions/098).
// One build, one seeded state copied once, two servers: the files that change site-wide state run one at a time
// against their own server (vitest project "browser-shared-state") while the others run two at a time against the
// other (project "browser"). Neither lane reads what the other changes, so they need not wait for each other.
// Arguments go to both lanes (a file name runs in the lane whose project holds it).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { build, copyState, freePort, seedState, startServer } from "../bench/server.mjs";
import { configureTranslationStandin } from "./translation-standin.mjs";

const root = new URL("..", import.meta.url).pathname;
const LANES = [
  { project: "browser", label: "browser" },
  { project: "browser-shared-state", label: "shared-state" },
];

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

build();
configureTranslationStandin();
const seeded = seedState();
// Each server's workerd gets its own inspector port (the default, 9229, can only be taken once).
const inspector = async () => ({ INSPECTOR_PORT: String(await freePort()) });
const servers = await Promise.all([startServer(await inspector(), seeded), startServer(await inspector(), copyState(seeded))]);
console.log(`browser tests: built, seeded and two servers started in ${seconds(started)}`);

const stopAll = () => Promise.all(servers.map((server) => server.stop()));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopAll().then(() => process.exit(130)));

/** Runs one lane's vitest and prints its lines with the lane's name in front; resolves to its exit code. */
function runLane({ project, label }, server) {
  const laneStart = performance.now();
  const child = spawn(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, "run", "--project", project, "--passWithNoTests", ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, SERVER_URL: server.url, SERVER_PID: String(server.pid) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) =>
    child.on("close", (code) => {
      console.log(`[${label}] lane finished in ${seconds(laneStart)} with exit code ${code}`);
      resolve(code ?? 1);
    }),
  );
}

let codes = [];
try {
  codes = await Promise.all(LANES.map((lane, index) => runLane(lane, servers[index])));
} finally {
  await stopAll();
}
console.log(`browser tests: ${seconds(started)} in all`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
