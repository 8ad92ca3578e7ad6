import { describe, expect, it } from "vitest";
import { businessRecordSchema, fromOpeningHours, hoursIssues, toOpeningHours } from "./business-record";

const day = (...ranges: [string, string][]) => ranges.map(([open, close]) => ({ open, close }));
const WEEK = [day(["08:30", "12:00"], ["13:30", "18:30"]), day(["08:30", "18:30"]), day(), day(), day(), day(["09:00", "16:00"]), day()];

describe("business record: opening hours in the panel's shape", () => {
  it("round-trips a week and special days (closed, own hours, date range, note) through the stored shape", () => {
    const specialDays = [
      { from: "2026-12-24", to: "2026-12-24", ranges: day(["08:30", "14:00"]), note: "Heiligabend" },
      { from: "2026-12-25", to: "2027-01-02", ranges: [], note: "Betriebsferien" },
    ];
    const stored = toOpeningHours(WEEK, specialDays);
    expect(stored.special).toContainEqual({ date: "2026-12-25", until: "2027-01-02", open: "00:30", close: "00:30", note: "Betriebsferien" });
    expect(fromOpeningHours(stored)).toEqual({ week: WEEK, specialDays });
  });

  it("refuses times not written hh:mm, an end not after its start and overlapping ranges, naming the field", () => {
    const issues = hoursIssues({
      week: [day(["8:30", "12:00"]), day(["12:00", "11:00"]), day(["08:00", "12:00"], ["11:30", "18:00"]), day(), day(), day(), day()],
      specialDays: [{ from: "2026-12-31", to: "2026-12-24", ranges: [], note: "" }],
    });
    expect(issues).toEqual([
      { path: ["week", 0, 0, "open"], code: "time" },
      { path: ["week", 1, 0, "close"], code: "endAfterStart" },
      { path: ["week", 2, 1, "open"], code: "overlap" },
      { path: ["specialDays", 0, "to"], code: "dateOrder" },
    ]);
  });

  it("the record schema carries the same refusals with the server's messages", () => {
    const branch = { name: "Altstadt", street: "Marktgasse", zip: "8400", city: "Winterthur", week: [day(["13:30", "12:00"]), ...WEEK.slice(1)] };
    const parsed = businessRecordSchema.safeParse({ name: "Optik", branches: [branch] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["branches.0.week.0.0.close", "Das Ende muss nach dem Beginn liegen"],
    ]);
  });
});
