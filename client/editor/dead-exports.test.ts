import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const editor = join(repo, "client/editor");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sources(path);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
const noEnding = (path: string) => path.replace(/\.(tsx?|mjs)$/, "");

/** The names a module exports by declaration (`export const x`, `export function X`, `export type T` …). */
const exportedNames = (text: string) => [...text.matchAll(/^export (?:async )?(?:const|let|function|class|type|interface) (\w+)/gm)].map((m) => m[1] ?? "");

/** Per module (path without ending): the names other files import from it, or "*" for a whole-module import. */
function importedNames(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const files = ["client", "common", "worker", "browser-tests", "scripts", "bench"].flatMap((dir) => sources(join(repo, dir)));
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /import\s+(type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+|(\w+))?[^"';]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g,
    )) {
      const spec = match[4] ?? match[5] ?? "";
      const target = noEnding(resolve(dirname(file), spec));
      const names = imported.get(target) ?? new Set<string>();
      if (match[2] === undefined) names.add("*");
      for (const name of (match[2] ?? "").split(","))
        names.add(
          name
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
        );
      imported.set(target, names);
    }
  }
  return imported;
}

describe("client/editor's exports", () => {
  it("are each imported somewhere else (an export nobody imports is dead, or should not be exported)", () => {
    const imported = importedNames();
    const dead = sources(editor)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith("main.tsx"))
      .flatMap((file) => {
        const names = imported.get(noEnding(file)) ?? new Set<string>();
        if (names.has("*")) return [];
        return exportedNames(readFileSync(file, "utf8"))
          .filter((name) => !names.has(name))
          .map((name) => `${relative(editor, file)}: ${name}`);
      });
    expect(dead).toEqual([]);
  });
});
