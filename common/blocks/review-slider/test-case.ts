import { block, head, itemField, same, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("reviewSlider", [
    head(l),
    itemField("quote", { de: "Top Beratung", fr: "Super conseils" }, l, 0),
    itemField("name", same("Anna"), l, 0),
    itemField("rating", same("4.5"), l, 0),
  ]),
  expect: [
    title[l],
    l === "de" ? "Top Beratung" : "Super conseils",
    "star--half",
    l === "de" ? 'aria-label="4,5 von 5 Sternen"' : 'aria-label="4,5 étoiles sur 5"',
  ],
  option: { set: { minimumRating: 5 }, hides: "Top Beratung" },
});
