import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("mapContainer", [head(l)], { latitude: "47.5", longitude: "8.72" }),
  expect: [title[l], "mlat=47.5&amp;mlon=8.72"],
  option: { set: { latitude: "" }, hides: "mlat=" },
});
