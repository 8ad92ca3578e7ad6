import { block, head, mediaField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("mediaGallery", [head(l), mediaField("images", 0)]),
  expect: [title[l], 'data-gallery="mediaGallery-block"', 'href="/media/m0.jpg"'],
  option: { set: { gridLayout: "masonry" }, shows: 'class="masonry"' },
});
