import { block, contactHref, head, link, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("announcementBar", [head(l), textField("button", { de: "Mehr", fr: "Plus" }, l)], { link }),
  expect: [title[l], contactHref(l)],
  option: { set: { sticky: true }, shows: "announcement-bar--sticky" },
});
