import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { declared } from "./needs";
import { BLOCK_LIST, blocksByType, collectBlocks } from "./registry";
import { collectCases } from "./test-cases";
import { context, type TestCase } from "./test-fixtures";
import { BLOCK_TYPES } from "./types";

/**
 * The README's "Add a block" steps, done once with a throw-away block: a folder (here under __fixtures__ so the
 * real globs do not pick it up) with definition.tsx, styles.css and test-case.ts, and its one line, its name in the
 * list of names, fed to the same builders the registry, the loaders and the tests use (docs/decisions/073).
 */
const definitions = {
  ...import.meta.glob<Record<string, unknown>>("./*/definition.tsx", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("./__fixtures__/*/definition.tsx", { eager: true }),
};
const list = collectBlocks(definitions, [...BLOCK_TYPES, "quoteOfTheDay"]);
const registry = blocksByType(list);
const quoteOfTheDay = registry.quoteOfTheDay;
const cases: Record<string, TestCase | undefined> = collectCases({
  ...import.meta.glob<TestCase>("./*/test-case.ts", { eager: true, import: "testCase" }),
  ...import.meta.glob<TestCase>("./__fixtures__/*/test-case.ts", { eager: true, import: "testCase" }),
});

/** The throw-away block's test case, as the collection found it in its folder. */
function quoteCase(): TestCase {
  const found = cases.quoteOfTheDay;
  if (!found) throw new Error("the throw-away block's test-case.ts was not collected");
  return found;
}

const render = (options: Record<string, unknown>) => {
  const { block } = quoteCase()("de");
  return renderToString(
    <registry.quoteOfTheDay.View block={{ ...block, options }} options={registry.quoteOfTheDay.options.parse(options)} ctx={context("de")} />,
  );
};

describe("adding a block the README's way", () => {
  it("the registry built with its name in the list holds it next to every listed block", () => {
    expect(Object.keys(registry).sort()).toEqual([...BLOCK_TYPES, "quoteOfTheDay"].sort());
    expect(list.slice(0, -1)).toEqual(BLOCK_LIST);
    expect(() => blocksByType([...BLOCK_LIST, quoteOfTheDay, quoteOfTheDay])).toThrow("listed twice");
  });

  it("without its name the folder is refused, and a name without its folder's definition is refused", () => {
    expect(() => collectBlocks(definitions)).toThrow(
      "Block definitions without a name in BLOCK_TYPES (common/blocks/types.ts): ./__fixtures__/quote-of-the-day/definition.tsx",
    );
    expect(() => collectBlocks({}, ["hero"])).toThrow("Block types without their definition");
    expect(() => collectBlocks({ "./hero/definition.tsx": { hero: { type: "cta" } } }, ["hero"])).toThrow("hero (hero/definition.tsx)");
  });

  it("renders its test case, picked up from its folder, and its option changes the output", () => {
    const example = quoteCase()("de");
    const html = render(example.block.options);
    for (const expected of example.expect) expect(html).toContain(expected);
    expect(render(example.option.set)).toContain(example.option.shows);
  });

  it("the loaders read its data declaration: articles only when its options ask", () => {
    const kinds = (tone: string) => declared([{ type: "quoteOfTheDay", options: { tone } }], "outside", registry).flatMap(({ need, options }) => need(options));
    expect(kinds("loud")).toEqual(["articles"]);
    expect(kinds("calm")).toEqual([]);
  });

  it("its styles.css is found by the style entry's glob pattern, which names no block", () => {
    const entry = readFileSync("client/styles.ts", "utf8");
    expect(entry).toContain('import.meta.glob("../common/blocks/*/styles.css"');
    // The same pattern, from this folder: the throw-away folder's stylesheet is found without being named.
    expect(Object.keys(import.meta.glob("./__fixtures__/*/styles.css"))).toEqual(["./__fixtures__/quote-of-the-day/styles.css"]);
    expect(Object.keys(import.meta.glob("./*/styles.css"))).toContain("./hero/styles.css");
  });

  it("a block without a test case fails the collection", () => {
    expect(() => collectCases({})).toThrow("blocks without a test-case.ts: hero");
  });
});
