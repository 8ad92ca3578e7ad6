import { formatCost } from "../shared/format";
import { block, body, cardFields, head, itemField, same, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("productBoard", [head(l), ...cardFields(0, card, body, l), itemField("cost", same("120"), l, 0)]),
  expect: [title[l], card[l], formatCost("120", l)],
  option: { set: { imageFormat: "square" }, shows: "format-square" },
});
