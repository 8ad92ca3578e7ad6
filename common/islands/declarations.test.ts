import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { collectIslands } from "./define";

// The same glob as the browser's islands entry (client/islands.tsx), from here.
const modules = import.meta.glob<Record<string, unknown>>("../**/islands.ts", { eager: true });
const commonDir = new URL("..", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Module specifiers of the static and dynamic imports and re-exports of a source file. */
const imports = (source: string) => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)].map((match) => match[1] as string);

describe("the islands declared in the tree", () => {
  it("have one name each, and every declaration loads a component", async () => {
    const loaders = collectIslands(modules);
    expect(loaders.size).toBeGreaterThanOrEqual(18);
    for (const [name, load] of loaders) expect(typeof (await load()), name).toBe("function");
  });

  it("live in declaration modules that import nothing eagerly but defineIsland (each island stays its own chunk)", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    for (const file of sourceFiles(commonDir).filter((path) => path.endsWith("/islands.ts"))) {
      const source = readFileSync(file, "utf8");
      const staticImports = [...source.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1]);
      expect(staticImports, relative(commonDir, file)).toEqual([staticImports[0]]);
      expect(staticImports[0], relative(commonDir, file)).toMatch(/(^|\/)define$/);
    }
  });
});

describe("common/", () => {
  it("imports nothing from client/ (the browser entries import common/, never the other way round)", () => {
    const offenders = sourceFiles(commonDir).flatMap((file) =>
      imports(readFileSync(file, "utf8"))
        .filter((specifier) => /(^|\/)client\//.test(specifier))
        .map((specifier) => `${relative(commonDir, file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
