import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// One Vite app: the worker (SSR, API, Durable Object) runs in workerd through the Cloudflare plugin;
// the client build holds the stylesheet, the small site script, the islands entry and the editor entry.
export default defineConfig({
  plugins: [
    react(),
    cloudflare({
      // Tests and benchmarks point this at their own state folder so they never touch the dev data.
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
  ],
  environments: {
    client: {
      build: {
        manifest: "asset-manifest.json",
        rollupOptions: {
          // The editor is its own entry, linked only by edit-mode pages (decision 011).
          input: ["client/styles.css", "client/site.ts", "client/islands.tsx", "client/editor/main.tsx"],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: Boolean(process.env.PORT) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: Boolean(process.env.PORT) },
});
