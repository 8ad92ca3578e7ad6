import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("scoreTracker", [head(l)], { view: "table" }),
  expect: [title[l], 'data-score-view="table"'],
  option: { set: { view: "card" }, shows: 'data-score-view="card"' },
});
