import { block, head, mediaField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("imageCollage", [head(l), mediaField("images", 0), mediaField("images", 1)]),
  expect: [title[l], 'src="/media/m0.jpg"', 'src="/media/m1.jpg"', 'alt="Alt 1"'],
  option: { set: { shiftedAlignment: "mediaAboveText" }, shows: "image-collage--mediaAboveText" },
});
