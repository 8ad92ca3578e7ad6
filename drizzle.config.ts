import { defineConfig } from "drizzle-kit";

// Generates SQL into migrations/; wrangler applies it (`wrangler d1 migrations apply DB`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
