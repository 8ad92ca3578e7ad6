import { block, body, head, mediaField, richField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("textOnImage", [head(l), mediaField("images", 0), richField("description", body, l)]),
  expect: [title[l], body[l], 'src="/media/m0.jpg"'],
  option: { set: { textPosition: "bottom" }, shows: "text-on-image--bottom" },
});
