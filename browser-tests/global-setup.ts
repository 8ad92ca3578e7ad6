import { appendFileSync, existsSync, readFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { build, startServer } from "../bench/server.mjs";

export const CHROMIUM = "/usr/bin/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;
/** Both browser projects run in this one process: the first to start builds and starts the server, the last to finish stops it. */
const shared = globalThis as typeof globalThis & { browserTestServer?: { server: Promise<Server>; users: number } };

function startOnce(): Promise<Server> {
  if (!shared.browserTestServer) {
    shared.browserTestServer = {
      users: 0,
      server: (async () => {
        build();
        configureTranslationStandin();
        return startServer();
      })(),
    };
  }
  shared.browserTestServer.users += 1;
  return shared.browserTestServer.server;
}

/** Builds the site, starts it on a free port with fresh demo data, and stops it (by PID) after the run. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  apt-get update && apt-get install -y chromium`);
  }
  const server = await startOnce();
  project.provide("baseURL", server.url);
  return async () => {
    const state = shared.browserTestServer;
    if (!state || --state.users > 0) return;
    shared.browserTestServer = undefined;
    await server.stop();
  };
}

/**
 * The tests' build reaches Workers AI's REST API at the local stand-in (worker/standins/workers-ai.ts), so the
 * editor's translations run end to end. Only this build's copy of .dev.vars gets it: `npm run dev` keeps saying
 * that automatic translation is not configured (docs/decisions/024).
 */
function configureTranslationStandin() {
  const file = new URL("../dist/opticus_edge/.dev.vars", import.meta.url);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (text.includes("AI_API_TOKEN=")) return;
  appendFileSync(
    file,
    `${text && !text.endsWith("\n") ? "\n" : ""}AI_ACCOUNT_ID=standin-account\nAI_API_TOKEN=local-standin-token\nAI_API_BASE=/_standins/workers-ai/client/v4\n`,
  );
}
