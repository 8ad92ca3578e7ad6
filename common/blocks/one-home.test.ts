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
 * Files that still name block types in parts other helpers of the same change are moving into the block folders
 * (the editor registry, picker, block names and field labels; the islands' registry; starter groups). Emptied as
 * those parts land; each entry must still name a type, so a stale one fails below.
 */
const PENDING: readonly string[] = [
  "common/editor/options/registry.ts",
  "common/editor/initial-groups.ts",
  "common/blocks/programs.ts",
  "client/editor/picker/registry.ts",
  "client/editor/picker/icons.tsx",
  "client/editor/i18n/de.ts",
  "client/editor/i18n/fr.ts",
  "client/editor/i18n/en.ts",
  "client/editor/panels/collection-part.tsx",
  "client/editor/options/articles-option.tsx",
  "client/editor/media/menu-parts.tsx",
  "client/islands/registry.ts",
  "client/islands/lists/accordion-list.tsx",
  "common/sliders/slider-frame.tsx",
  "worker/pages/editor-mount.tsx",
];

/**
 * The same word with another meaning, by file: the spec's data cache tag `instagramFeed`, the form kinds
 * `contact` and `aspectSponsorForm` of the submissions (API route, stored column). Words of everyday use
 * (`contact`, `form`, `courses`) are counted only where they stand for a block type (see `namesType`).
 */
const OTHER_MEANING: Record<string, readonly string[]> = {
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
  if (!named.has(type)) named.set(type, files.filter((file) => !file.startsWith(folderOf(type)) && namesType(sources.get(file) ?? "", type)));
  return named.get(type) ?? [];
};

describe("one home per block", () => {
  it.each(BLOCK_TYPES)("%s is named by at most one file outside its folder", (type) => {
    const others = naming(type).filter((file) => !PENDING.includes(file) && !OTHER_MEANING[type]?.includes(file));
    expect(others.length, others.join(", ")).toBeLessThanOrEqual(1);
  });

  it("the pending list holds only files that still name a block type", () => {
    const stale = PENDING.filter((file) => !BLOCK_TYPES.some((type) => naming(type).includes(file)));
    expect(stale).toEqual([]);
  });

  it("prints the files naming each type", () => {
    const counts = BLOCK_TYPES.map((type) => `${type}: ${naming(type).length} (${naming(type).join(" ")})`);
    console.log(`Files outside a block's folder that name it (tests aside):\n${counts.join("\n")}`);
    expect(counts).toHaveLength(BLOCK_TYPES.length);
  });
});
