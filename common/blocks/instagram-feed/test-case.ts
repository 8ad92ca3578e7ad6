import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("instagramFeed", [head(l)], { account: "@optik_muster" }),
  expect: [
    title[l],
    l === "de" ? "Keine Instagram-Beiträge verfügbar" : "Aucune publication Instagram disponible",
    'href="https://www.instagram.com/optik_muster/"',
  ],
  option: { set: { numberOfItems: 3 }, shows: 'data-limit="3"' },
});
