import { describe, expect, it } from "vitest";
import { formatListingDate, isoDateInTimeZone } from "./format";

describe("dates in Europe/Berlin", () => {
  it("uses the Berlin calendar day, not UTC's", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Berlin.
    expect(isoDateInTimeZone("2026-12-31T23:30:00.000Z")).toBe("2027-01-01");
    expect(formatListingDate("2026-12-31T23:30:00.000Z", "de")).toBe("1. Januar 2027");
    expect(formatListingDate("2026-11-18T09:30:00.000Z", "fr")).toBe("18 novembre 2026");
    expect(formatListingDate("not a date", "de")).toBe("");
  });
});
