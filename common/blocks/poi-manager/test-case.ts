import { block, body, head, richField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("poiManager", [head(l), richField("description", body, l)], { latitude: "47.5", longitude: "8.72", icon: "party" }),
  expect: [title[l], body[l], 'data-icon="party"', "mlat=47.5&amp;mlon=8.72"],
  option: { set: { icon: "start" }, shows: 'data-icon="start"' },
});
