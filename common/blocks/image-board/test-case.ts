import { block, head, itemField, mediaField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("imageBoard", [head(l), mediaField("images", 0), itemField("caption", { de: "Unser Laden", fr: "Notre magasin" }, l, 0)]),
  expect: [`<h2>${title[l]}</h2>`, l === "de" ? "Unser Laden" : "Notre magasin", 'src="/media/m0.jpg"', 'alt="Alt 0"'],
  option: { set: { gridLayout: "masonry" }, shows: "layout-masonry" },
});
