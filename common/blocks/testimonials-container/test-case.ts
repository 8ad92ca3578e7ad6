import { block, entry, head, same, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("testimonialsContainer", [head(l)]),
  collections: {
    testimonials: [
      entry("t1", "Kundin", [textField("quote", { de: "Sehr gut beraten", fr: "Très bien conseillée" }, l), textField("name", same("Anna M."), l)]),
    ],
  },
  expect: [title[l], l === "de" ? "Sehr gut beraten" : "Très bien conseillée", "Anna M.", "<blockquote"],
  option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
});
