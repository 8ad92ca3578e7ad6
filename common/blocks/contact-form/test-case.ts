import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("contactForm", [head(l)], { myopiaManagement: true }),
  expect: [title[l], 'data-island="contactForm"', l === "de" ? "Myopie-Management" : "Gestion de la myopie", l === "de" ? "Absenden" : "Envoyer"],
  option: { set: { myopiaManagement: false }, hides: "Myopie-Management" },
});
