import { block, body, head, richField, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("form", [head(l), richField("description", body, l)]),
  expect: [title[l], body[l], 'data-form="generic"'],
  option: { set: { embedUrl: "https://forms.example/anmeldung" }, shows: 'src="https://forms.example/anmeldung"' },
});
