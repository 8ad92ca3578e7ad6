import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest browser test files start first, so that with two at a time the last one to finish is a short one
 * (a fresh clone has no timings from earlier runs, and vitest's fallback, the file's size, put the block walk last).
 */
const LONGEST_FIRST = ["block-walk", "map", "content-security-policy", "options", "demo-site", "page-weight"];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return index < 0 ? LONGEST_FIRST.length : index;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
