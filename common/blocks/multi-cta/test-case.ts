import { block, contactHref, head, itemField, link, type TestCase, title } from "../test-fixtures";

const phone = { type: "phone", phone: "+41 52 000 00 00" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block(
    "multiCta",
    [head(l), itemField("button", { de: "Anrufen", fr: "Appeler" }, l, 0), itemField("button", { de: "Kontakt", fr: "Contact" }, l, 1)],
    { links: [phone, link] },
  ),
  expect: [`<h2>${title[l]}</h2>`, 'href="tel:+41520000000"', l === "de" ? "Anrufen" : "Appeler", contactHref(l)],
  option: { set: { alignment: "left" }, shows: "text-left" },
});
