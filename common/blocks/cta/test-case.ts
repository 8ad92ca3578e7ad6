import { block, contactHref, head, link, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("cta", [head(l), textField("button", { de: "Los", fr: "Allez" }, l)], { link }),
  expect: [title[l], contactHref(l)],
  option: { set: { color: "secondary" }, shows: "surface-secondary" },
});
