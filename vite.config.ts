import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import type { AddressInfo } from "node:net";
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from "vite";
import { devServerFiles } from "./dev-server-files.ts";

/** Prints the demo sites' and the editor login's addresses once the server listens, with the port it really got. */
function editorLoginAddress(): Plugin {
  const print = (server: ViteDevServer | PreviewServer) => {
    server.httpServer?.once("listening", () => {
      const address = server.httpServer?.address() as AddressInfo | null;
      if (!address) return;
      const port = address.port;
      server.config.logger.info(
        `\n  Demo sites: http://localhost:${port} and http://<site>.localhost:${port} (names above)\n  Editor login: http://localhost:${port}/de/login (e-mail and password printed above)\n`,
      );
    });
  };
  return { name: "editor-login-address", configureServer: print, configurePreviewServer: print };
}

/**
 * The local preview server (tests and benchmarks) keeps idle connections open for 10 minutes instead of Node's 5 s.
 * Clients that pool connections (Playwright's request context) never close them themselves: with 5 s, a request sent
 * on a pooled connection the moment the server closed it failed with ECONNRESET (seen once in a CI run).
 */
function longKeepAlive(): Plugin {
  return {
    name: "preview-keep-alive",
    configurePreviewServer(server) {
      if (server.httpServer && "keepAliveTimeout" in server.httpServer) server.httpServer.keepAliveTimeout = 10 * 60_000;
    },
  };
}

// One Vite app: the worker (SSR, API, Durable Object) runs in workerd through the Cloudflare plugin;
// the client build holds the stylesheet, the small site script, the islands entry and the editor entry.
export default defineConfig({
  plugins: [
    longKeepAlive(),
    devServerFiles(),
    react(),
    cloudflare({
      // Tests and benchmarks point this at their own state folder so they never touch the dev data.
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
      // Workers AI has no local simulation; dev and preview never open a remote session (docs/decisions/024).
      remoteBindings: false,
      // The render profiler (bench/profile.mjs) attaches to the worker's inspector on a port it chose.
      ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
    }),
    editorLoginAddress(),
  ],
  environments: {
    // The worker is one bundle: an island's dynamic import (for the browser's code splitting) is ineffective there
    // by design, since the server renders every island; rolldown's warning about it would print once per island.
    opticus_edge: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
    client: {
      // The dev server has no index.html to scan, so Vite would find the islands' and the editor's dependencies
      // only when a page first loads them, optimise them then and reload that page (and a React optimised apart
      // from the first one then answers "Invalid hook call"). Named here, they are optimised at start.
      optimizeDeps: {
        entries: ["client/site.ts", "client/islands.tsx", "common/**/islands.ts", "client/editor/main.tsx"],
        include: [
          "react",
          "react/jsx-runtime",
          "react/jsx-dev-runtime",
          "react-dom",
          "react-dom/client",
          "zod",
          "blurhash",
          "partysocket",
          "qrcode",
          "canvas-confetti",
          "maplibre-gl",
          "yet-another-react-lightbox",
          // The editor's (edit mode only; the rich-text editor, the media and the panels load on demand).
          "jotai",
          "sonner",
          "@radix-ui/react-dialog",
          "@radix-ui/react-dropdown-menu",
          "@radix-ui/react-popover",
          "@dnd-kit/core",
          "@dnd-kit/sortable",
          "@dnd-kit/utilities",
          "@tiptap/core",
          "@tiptap/react",
          "@tiptap/pm/model",
          "@tiptap/pm/state",
          "@tiptap/pm/view",
          "@tiptap/extensions",
          "@tiptap/extension-bold",
          "@tiptap/extension-document",
          "@tiptap/extension-hard-break",
          "@tiptap/extension-heading",
          "@tiptap/extension-italic",
          "@tiptap/extension-link",
          "@tiptap/extension-list",
          "@tiptap/extension-paragraph",
          "@tiptap/extension-text",
          "@tiptap/extension-text-style",
          "react-easy-crop",
          "tus-js-client",
          "hono/client",
        ],
      },
      build: {
        manifest: "asset-manifest.json",
        // maplibre-gl (1.1 MB) is the one chunk over Vite's 500 kB warning: only the course map loads it, when the
        // visitor asks for the map (decision 097); page budgets are held by browser-tests/page-weight.test.ts.
        chunkSizeWarningLimit: 1200,
        rollupOptions: {
          // The editor is its own entry, linked only by edit-mode pages (decision 011).
          input: ["client/styles.ts", "client/site.ts", "client/islands.tsx", "client/editor/main.tsx", "client/consent.ts"],
          output: {
            codeSplitting: {
              // The few small modules the site script shares with other entries (the edit path, today's opening
              // state and the guards that check its data, parseJson, the bundler's preload helper) travel as one
              // chunk: every visitor page loads it, and one request of 4 KB beats five of 0.2-1.6 KB each.
              groups: [{ name: "site-shared", test: /common\/(edit-path|opening-hours-today|parse-json|directory\/types)\.ts$|vite\/preload-helper/ }],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: Boolean(process.env.PORT) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: Boolean(process.env.PORT) },
});
