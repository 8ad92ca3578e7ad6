import { paragraphs } from "../../rich-text";
import { block, body, head, listing, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("jobs", [head(l)]),
  listings: [listing("j1", "job", "Augenoptiker/in", { workQuota: "80–100 %", richTextDescription: paragraphs(body[l]) })],
  expect: [title[l], "Augenoptiker/in", "80–100 %", body[l], "Lea Brunner", "Winterthur"],
  option: { set: { listingKind: "searching" }, shows: "Keine offenen Stellen" },
});
