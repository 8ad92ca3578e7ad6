import { block, head, type TestCase, title } from "../../test-fixtures";

/** The throw-away block's test case, written like every block's test-case.ts. */
export const testCase: TestCase = (l) => ({
  block: block("quoteOfTheDay", [head(l)]),
  expect: [title[l], "quote-of-the-day--calm"],
  option: { set: { tone: "loud" }, shows: "quote-of-the-day--loud" },
});
