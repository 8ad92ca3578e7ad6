import { formatCost } from "../shared/format";
import { block, body, cardFields, head, itemField, same, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("courses", [
    head(l),
    ...cardFields(0, card, body, l),
    itemField("duration", { de: "3 Abende", fr: "3 soirées" }, l, 0),
    itemField("cost", same("250"), l, 0),
  ]),
  expect: [title[l], card[l], l === "de" ? "3 Abende" : "3 soirées", l === "de" ? "<dt>Dauer</dt>" : "<dt>Durée</dt>", formatCost("250", l)],
  option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
});
