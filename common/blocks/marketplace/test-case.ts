import { paragraphs } from "../../rich-text";
import { block, body, head, listing, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("marketplace", [head(l)]),
  listings: [
    listing("f1", "frame", "Vintage-Brille", {
      cost: 125_000,
      richTextDescription: paragraphs(body[l]),
      options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
    }),
  ],
  expect: [
    title[l],
    "Vintage-Brille",
    "CHF 1&#x27;250.00",
    body[l],
    'aria-expanded="false"',
    l === "de" ? "Preis verhandelbar" : "Prix à discuter",
    'data-island="listAccordion"',
  ],
  option: { set: { marketplaceType: "object" }, shows: l === "de" ? "Keine Einträge" : "Aucune annonce" },
});
