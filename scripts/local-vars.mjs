// Local-only worker variables: makes sure .dev.vars (git-ignored, read by `vite dev`, copied into the build for
// `vite preview`, never uploaded by `wrangler deploy`) turns the paid and outside services' stand-ins on
// (LOCAL_STANDINS=on: Stream, Behold, Places, the article site under /_standins/) and points the adapters at them.
// wrangler.toml says "off" for production. Lines already there are kept; only missing names are added.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const LOCAL = {
  LOCAL_STANDINS: "on",
  PLACES_API_URL: "/_standins/places",
  ARTICLE_SITE_URL: "/_standins/articles",
  GOOGLE_PLACES_API_KEY: "local-standin-key",
};

/** Adds the missing local variables to .dev.vars in the project root. */
export function ensureLocalVars(root = new URL("..", import.meta.url)) {
  const file = new URL(".dev.vars", root);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const present = new Set(text.split("\n").map((line) => line.split("=")[0]?.trim()));
  const missing = Object.entries(LOCAL).filter(([name]) => !present.has(name));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}`).join("\n");
  writeFileSync(file, `${text}${text && !text.endsWith("\n") ? "\n" : ""}${lines}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureLocalVars();
