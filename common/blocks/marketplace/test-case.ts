import { formatPrice } from "../../chf";
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
    // The price in the page's language: "CHF 1'250.00" on German pages, Intl's form on others (decision 084).
    formatPrice(1_250, l).replace(/'/g, "&#x27;"),
    body[l],
    'aria-expanded="false"',
    l === "de" ? "Preis verhandelbar" : "Prix à discuter",
    'data-island="listAccordion"',
  ],
  option: { set: { marketplaceType: "object" }, shows: l === "de" ? "Keine Einträge" : "Aucune annonce" },
});
