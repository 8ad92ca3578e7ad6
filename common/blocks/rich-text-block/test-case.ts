import { block, body, head, richField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("richTextBlock", [head(l), richField("textBlock", body, l)]),
  expect: [`<h2>${title[l]}</h2>`, `<p><span>${body[l]}</span></p>`],
  option: { set: { alignment: "center" }, shows: "text-center" },
});
