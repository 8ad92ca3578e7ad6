import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "./types";

/**
 * The measure of issue "one home per block" (docs/decisions/073): outside its folder, a block type is named (as a
 * string literal or an object key) by at most one file of common/, client/ and worker/: the list. Tests, test
 * fixtures and test helpers are aside (seed/demo content and benchmarks live outside these folders).
 */
const ROOTS = ["common", "client", "worker"];
const ASIDE = /(\.test\.tsx?$|\/test-fixtures\.ts$|\/test-cases\.ts$|\/test\/|\/__fixtures__\/)/;

/**
 * Content, not code: the blocks a new page starts with (common/editor/initial-groups.ts) name their types as the seed
 * does. Each entry must still name a type, so a stale one fails below.
 */
const CONTENT: readonly string[] = ["common/editor/initial-groups.ts"];

/**
 * The same word with another meaning, by file: the spec's data cache tag `instagramFeed`, the form kinds
 * `contact` and `aspectSponsorForm` of the submissions (API route, stored column). Words of everyday use
 * (`contact`, `form`, `courses`) are counted only where they stand for a block type (see `namesType`).
 */
const OTHER_MEANING: Record<string, readonly string[]> = {
  // The job and marketplace accordion's variant is the kind of listing it shows.
  jobs: ["common/islands/accordion-list.tsx"],
  marketplace: ["common/islands/accordion-list.tsx"],
  instagramFeed: ["worker/cache/tags.ts", "worker/outside/instagram.ts"],
  aspectSponsorForm: ["worker/api/forms.ts", "worker/db/schema.ts", "worker/pages/submissions-view.tsx", "worker/forms/mail.ts"],
};
const EVERYDAY = new Set(["contact", "form", "courses"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const folderOf = (type: string) => `common/blocks/${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/`;

/** Whether `source` names `type` as a string literal or an object key (everyday words: only as a block type). */
function namesType(source: string, type: string): boolean {
  if (EVERYDAY.has(type)) return new RegExp(`(blockType|groupName|\\btype)\\s*(===|!==|:)\\s*["'\`]${type}["'\`]|\\b${type}:\\s*\\w+Options\\b`).test(source);
  return new RegExp(`["'\`]${type}["'\`]|(^|[^.\\w])${type}\\??:`, "m").test(source);
}

const files = ROOTS.flatMap(sourceFiles).filter((file) => !ASIDE.test(file));
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
const named = new Map<string, string[]>();
const naming = (type: string): string[] => {
  if (!named.has(type))
    named.set(
      type,
      files.filter((file) => !file.startsWith(folderOf(type)) && namesType(sources.get(file) ?? "", type)),
    );
  return named.get(type) ?? [];
};

describe("one home per block", () => {
  it.each(BLOCK_TYPES)("%s is named by at most one file outside its folder", (type) => {
    const others = naming(type).filter((file) => !CONTENT.includes(file) && !OTHER_MEANING[type]?.includes(file));
    expect(others.length, others.join(", ")).toBeLessThanOrEqual(1);
  });

  it("the content list holds only files that still name a block type", () => {
    const stale = CONTENT.filter((file) => !BLOCK_TYPES.some((type) => naming(type).includes(file)));
    expect(stale).toEqual([]);
  });
});
