import { block, type TestCase } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = () => ({
  block: block("gameSetup", [], { step: "start" }),
  expect: ["Rock&#x27;n&#x27;hole!", "Digitale Spielkarte"],
  option: { set: { step: "share" }, hides: "Digitale Spielkarte" },
});
