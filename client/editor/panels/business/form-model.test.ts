import { describe, expect, it } from "vitest";
import { copyMondayToWeekdays, type FormDay, moved, newBranch, toRecord } from "./form-model";

const open = (a: string, b: string, c = "", d = ""): FormDay => ({
  closed: false,
  ranges: [
    { open: a, close: b },
    { open: c, close: d },
  ],
});

describe("business panel form", () => {
  it("copies Monday to Tuesday to Friday, leaving the weekend", () => {
    const week = [open("08:30", "12:00", "13:30", "18:30"), ...Array.from({ length: 6 }, () => open("09:00", "16:00"))];
    const copied = copyMondayToWeekdays(week);
    expect(copied.slice(1, 5)).toEqual(Array.from({ length: 4 }, () => week[0]));
    expect(copied.slice(5)).toEqual(week.slice(5));
  });

  it("sends a closed day as no range (its typed times kept in the form) and an empty second slot as no second range", () => {
    const branch = {
      ...newBranch("Altstadt"),
      week: [{ ...open("08:30", "12:00"), closed: true }, open("08:30", "12:00"), ...Array.from({ length: 5 }, () => open("09:00", "12:00", "13:00", "17:00"))],
    };
    const record = toRecord({ name: "Optik", contactEmail: " praxis@optik.example ", branches: [branch] });
    expect(record.contactEmail).toBe("praxis@optik.example");
    expect(record.branches[0]?.week.slice(0, 3)).toEqual([
      [],
      [{ open: "08:30", close: "12:00" }],
      [
        { open: "09:00", close: "12:00" },
        { open: "13:00", close: "17:00" },
      ],
    ]);
    expect(record.branches[0]).not.toHaveProperty("key");
  });

  it("moves a branch one place, and not past either end", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
