import { block, body, cardFields, head, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("contentSliderBoard", [head(l), ...cardFields(0, card, body, l)]),
  expect: [title[l], card[l], body[l], 'data-content-slider="contentSliderBoard-block"'],
  option: { set: { fullHeight: true }, shows: "content-slider--full" },
});
