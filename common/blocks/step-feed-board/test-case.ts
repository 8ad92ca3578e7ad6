import { block, body, cardFields, head, type TestCase } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };
const second = { de: "Zweite Karte", fr: "Deuxième carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("stepFeedBoard", [head(l), ...cardFields(0, card, body, l), ...cardFields(1, second, body, l)]),
  expect: ['<ol class="step-feed step-feed--numbered">', card[l], second[l], l === "de" ? "Schritt 2" : "Étape 2"],
  option: { set: { showNumbers: false }, hides: "step-feed__number" },
});
