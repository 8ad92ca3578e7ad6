// Local development and the browser tests run the paid services' stand-ins (LOCAL_STANDINS=on, see
// worker/standins/). wrangler.toml says "off" for production; .dev.vars (git-ignored, read by `vite dev` and
// copied into the build for `vite preview`) turns them on locally. An existing line is left as the developer set it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function ensureLocalVars(root = new URL("..", import.meta.url)) {
  const file = new URL(".dev.vars", root);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^LOCAL_STANDINS=/m.test(text)) return;
  writeFileSync(file, `${text}${text && !text.endsWith("\n") ? "\n" : ""}LOCAL_STANDINS=on\n`);
}
