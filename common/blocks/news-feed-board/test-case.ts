import { block, body, cardFields, contactHref, head, itemField, link, same, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };
const second = { de: "Zweite Karte", fr: "Deuxième carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("newsFeedBoard", [head(l), ...cardFields(0, card, body, l), itemField("date", same("2025-03-01"), l, 0), ...cardFields(1, second, body, l)], {
    links: [link],
  }),
  expect: [title[l], card[l], second[l], l === "de" ? "1. März 2025" : "1 mars 2025", 'dateTime="2025-03-01"', contactHref(l)],
  option: { set: { numberOfItems: 1 }, hides: second.de },
});
