import { block, body, contactHref, head, link, richField, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block(
    "hero",
    [
      head(l),
      textField("kicker", { de: "Kicker", fr: "Surtitre" }, l),
      richField("description", body, l),
      textField("button", { de: "Termin", fr: "Rendez-vous" }, l),
    ],
    { link },
  ),
  expect: [`<h1>${title[l]}</h1>`, body[l], contactHref(l)],
  option: { set: { alignment: "center" }, shows: "hero--center" },
});
