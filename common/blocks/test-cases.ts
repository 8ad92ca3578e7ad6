import type { TestCase } from "./test-fixtures";
import { BLOCK_TYPES, type BlockType } from "./types";

/**
 * Every block type's test case, from its folder's test-case.ts (docs/decisions/073): content in both languages, what
 * it renders, an option that changes the output. Collected by a glob (tests run through Vite), checked complete.
 */
const found = import.meta.glob<TestCase>("./*/test-case.ts", { eager: true, import: "testCase" });

/** The test cases by block type (the type each case's block names); a block without one fails here. */
export function collectCases(modules: Record<string, TestCase>): Record<BlockType, TestCase> {
  const cases = Object.fromEntries(Object.values(modules).map((testCase) => [testCase("de").block.type, testCase]));
  const missing = BLOCK_TYPES.filter((type) => !cases[type]);
  if (missing.length) throw new Error(`blocks without a test-case.ts: ${missing.join(", ")}`);
  return cases as Record<BlockType, TestCase>;
}

export const CASES = collectCases(found);
