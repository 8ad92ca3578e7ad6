import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const doc = readFileSync(`${repo}docs/editor.md`, "utf8");
/** Every name in backticks that looks like a path: a file with its ending, or a folder of the editor ("state/"). */
const paths = [...doc.matchAll(/`([\w./-]+)`/g)].map((match) => match[1] ?? "").filter((name) => /\.\w+$|\/$/.test(name) && name.includes("/"));

describe("docs/editor.md", () => {
  it("names real files: each path from the repository root, each folder in client/editor", () => {
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((path) => !existsSync(`${repo}${path}`) && !existsSync(`${repo}client/editor/${path}`));
    expect(missing).toEqual([]);
  });
});
