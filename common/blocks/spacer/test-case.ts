import { block, type TestCase } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = () => ({
  block: block("spacer", [], { size: "L" }),
  expect: ["spacer--L"],
  option: { set: { size: "S" }, shows: "spacer--S" },
});
