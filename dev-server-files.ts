import { existsSync } from "node:fs";
import { join, normalize, relative, sep } from "node:path";
import type { Plugin } from "vite";

/** Folders the browser loads modules from in development; everything else in the project stays private. */
const BROWSER_FOLDERS = ["client", "common", "node_modules"];

/**
 * `vite dev` serves every file under the project root (and any allowed file through /@fs/) as a module or
 * as it is: `/worker/index.ts`, `/migrations/*.sql`, `/wrangler.toml`. This plugin answers 404 for files
 * outside the folders the browser needs; Vite's own paths (/@vite, /@id, /@react-refresh) and the site's
 * routes (which are no files) pass. The worker itself is loaded through Vite's module runner, not over HTTP.
 */
export function devServerFiles(): Plugin {
  return {
    name: "dev-server-files",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      const inBrowserFolder = (file: string) => BROWSER_FOLDERS.some((folder) => file.startsWith(join(root, folder) + sep));
      server.middlewares.use((req, res, next) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? "/", "http://dev").pathname);
        } catch {
          pathname = "/";
        }
        const file = pathname.startsWith("/@fs/") ? normalize(pathname.slice(4)) : normalize(join(root, pathname));
        // `/` joins to the root with a trailing separator: it is the site's start, not a project file.
        const isProjectFile = pathname.startsWith("/@fs/") || (relative(root, file) !== "" && existsSync(file));
        if (!isProjectFile || inBrowserFolder(file)) return next();
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Not found");
      });
    },
  };
}
