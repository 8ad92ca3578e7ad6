import { block, body, cardFields, contactHref, head, link, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("goFeed", [head(l), ...cardFields(0, card, body, l)], { links: [link] }),
  expect: [title[l], card[l], contactHref(l), "<article>"],
  option: { set: { gridLayout: "carousel" }, shows: "layout-carousel" },
});
