// Lets the command-line scripts load modules that import CSS (block definitions and their islands, for Vite):
// under tsx such an import is an empty string. Used with `tsx --import ./scripts/css-stub.mjs`.
import { register } from "node:module";

const hooks = `export async function load(url, context, next) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: "module", source: "export default '';", shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
