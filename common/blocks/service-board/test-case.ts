import { block, body, cardFields, contactHref, head, link, type TestCase, title } from "../test-fixtures";

const card = { de: "Kartentitel", fr: "Titre de carte" };

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("serviceBoard", [head(l), ...cardFields(0, card, body, l)], { links: [link] }),
  expect: [`<h2>${title[l]}</h2>`, `<h3 class="card__title"><a ${contactHref(l)}>${card[l]}</a></h3>`, body[l], 'src="/media/m0.jpg"'],
  option: { set: { columnLayout: "4" }, shows: "card-grid--4" },
});
