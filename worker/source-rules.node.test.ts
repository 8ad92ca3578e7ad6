import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Module specifiers of a file's static, dynamic and type-only imports and re-exports. */
const imports = (source: string) => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)].map((match) => match[1] as string);

describe("the server side", () => {
  it("imports nothing from client/: what the worker and the browser both use lives in common/", () => {
    const offenders = ["worker", "durable-objects"].flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        imports(readFileSync(file, "utf8"))
          .filter((specifier) => /(^|\/)client\//.test(specifier))
          .map((specifier) => `${relative(root, file)}: ${specifier}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("every process", () => {
  it("reads JSON through parseJson (common/parse-json.ts), never by casting JSON.parse", () => {
    const offenders = ["client", "common", "worker", "durable-objects"].flatMap((dir) =>
      sourceFiles(join(root, dir))
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          readFileSync(file, "utf8")
            .split("\n")
            .flatMap((line, index) => (/JSON\.parse\(.*\)\s*as\s/.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
