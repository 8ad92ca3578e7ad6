import { block, head, same, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("contact", [
    head(l),
    textField("name", same("Optik Muster"), l),
    textField("street", same("Marktgasse 1"), l),
    textField("phone", same("052 000 00 00"), l),
    textField("email", same("info@optik.example"), l),
  ]),
  expect: [title[l], "Optik Muster", "Marktgasse 1", 'href="tel:0520000000"', 'href="mailto:info@optik.example"', l === "de" ? "Telefon" : "Téléphone"],
  option: { set: { color: "primary" }, shows: "surface-primary" },
});
