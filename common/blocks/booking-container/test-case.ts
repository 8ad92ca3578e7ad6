import { block, head, type TestCase, textField, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("bookingContainer", [head(l), textField("button", { de: "Termin buchen", fr: "Prendre rendez-vous" }, l)], {
    bookingLink: { type: "eTermin", url: "http://booking.example/optik" },
  }),
  expect: [title[l], 'href="https://booking.example/optik"', l === "de" ? "Termin buchen" : "Prendre rendez-vous", 'data-booking-provider="eTermin"'],
  option: { set: { bookingLink: { type: "iframe", url: "https://booking.example/optik" } }, shows: 'data-island="booking"' },
});
