import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("aspectSponsorForm", [head(l)], { hauptsponsorBooked: true }),
  expect: [title[l], 'data-island="sponsorForm"', l === "de" ? "ausgebucht" : "complet"],
  option: { set: { bookingClosed: true }, shows: "Buchung geschlossen" },
});
