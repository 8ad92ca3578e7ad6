import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { build, startServer } from "../bench/server.mjs";

export const CHROMIUM = "/usr/bin/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the site, starts it on a free port with fresh demo data, and stops it (by PID) after the run. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  apt-get update && apt-get install -y chromium`);
  }
  build();
  const server = await startServer();
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
  };
}
