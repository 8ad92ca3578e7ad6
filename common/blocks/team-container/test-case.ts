import { block, body, entry, head, type Lang, richField, type TestCase, textField, title } from "../test-fixtures";

const team = (l: Lang) => entry("lea", "Lea Brunner", [textField("function", { de: "Optikerin", fr: "Opticienne" }, l), richField("textBlock", body, l)]);

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("teamContainer", [head(l)], { collection: "team" }),
  collections: { team: [team(l)] },
  expect: [title[l], "Lea Brunner", l === "de" ? "Optikerin" : "Opticienne"],
  option: { set: { columnLayout: "5" }, shows: "card-grid--5" },
});
