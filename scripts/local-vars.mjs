// Local-only worker variables: makes sure .dev.vars (git-ignored, read by `vite dev`, copied into the build for
// `vite preview`, never uploaded by `wrangler deploy`) turns the outside-service stand-ins on and points the
// adapters at them. Lines already there are kept; only missing names are added.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const LOCAL = {
  LOCAL_STANDINS: "on",
  PLACES_API_URL: "/_standins/places",
  ARTICLE_SITE_URL: "/_standins/articles",
  GOOGLE_PLACES_API_KEY: "local-standin-key",
};
const file = ".dev.vars";
const text = existsSync(file) ? readFileSync(file, "utf8") : "";
const present = new Set(text.split("\n").map((line) => line.split("=")[0]?.trim()));
const missing = Object.entries(LOCAL).filter(([name]) => !present.has(name));
if (missing.length) {
  const lines = missing.map(([name, value]) => `${name}=${value}`).join("\n");
  writeFileSync(file, `${text}${text && !text.endsWith("\n") ? "\n" : ""}${lines}\n`);
}
