import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { build, startServer } from "../bench/server.mjs";
import { configureTranslationStandin } from "./translation-standin.mjs";

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
        // Under `npm run test:browser` (browser-tests/run.mjs) the build and both servers are already there.
        if (!process.env.SERVER_URL) {
          build();
          configureTranslationStandin();
        }
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
