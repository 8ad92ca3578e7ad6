// Counts the editor's two-way folder pairs: folders under client/editor/ that import each other (issue 44).
// Usage: node scripts/editor-layers.mjs   (prints each pair and the count; exits 0)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const EDITOR = resolve(dirname(fileURLToPath(import.meta.url)), "../client/editor");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Every .ts/.tsx file below a folder, tests included (a test's import is an import too). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The editor folder a path lies in (its first segment below client/editor), or null outside or at the top. */
function folderOf(path) {
  const parts = relative(EDITOR, path).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}

/** Edges "from -> to" between editor folders, each with the files that make it. */
export function folderImports(editorDir = EDITOR) {
  const edges = new Map();
  for (const file of sourceFiles(editorDir)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (!spec.startsWith(".")) continue;
      const to = folderOf(resolve(dirname(file), spec));
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), relative(editorDir, file)]);
    }
  }
  return edges;
}

/** Folder pairs that import each other, as "a/b" with a < b, sorted. */
export function twoWayPairs(edges = folderImports()) {
  const pairs = new Set();
  for (const key of edges.keys()) {
    const [a, b] = key.split(" -> ");
    if (edges.has(`${b} -> ${a}`)) pairs.add([a, b].sort().join("/"));
  }
  return [...pairs].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = folderImports();
  const pairs = twoWayPairs(edges);
  for (const pair of pairs) {
    const [a, b] = pair.split("/");
    console.log(`${pair}\n  ${a} -> ${b}: ${edges.get(`${a} -> ${b}`).join(", ")}\n  ${b} -> ${a}: ${edges.get(`${b} -> ${a}`).join(", ")}`);
  }
  console.log(`two-way folder pairs: ${pairs.length}`);
}
