import { block, body, head, richField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("businessSearch", [head(l), richField("description", body, l)]),
  expect: [`<h2>${title[l]}</h2>`, body[l], 'data-business-search="businessSearch-block"'],
  option: { set: { onlyHealthOpticians: true }, shows: 'data-program="gesundheitsoptik"' },
});
