import { describe, expect, it } from "vitest";
import { formatChf } from "./chf";

describe("formatChf", () => {
  it("writes francs with an apostrophe between thousands and two decimals", () => {
    expect(formatChf(1_250)).toBe("CHF 1'250.00");
    expect(formatChf(45.5)).toBe("CHF 45.50");
    expect(formatChf(0)).toBe("CHF 0.00");
    expect(formatChf(0.05)).toBe("CHF 0.05");
    expect(formatChf(1_234_567.89)).toBe("CHF 1'234'567.89");
    expect(formatChf(1_000_000)).toBe("CHF 1'000'000.00");
    expect(formatChf(-3)).toBe("CHF -3.00");
  });

  it.each([
    [0, "0"],
    [300, "300"],
    [999, "999"],
    [1_000, "1'000"],
    [1_197, "1'197"],
    [29_000, "29'000"],
    [42_500, "42'500"],
    [100_000, "100'000"],
    [1_234_567, "1'234'567"],
    [-2_500, "-2'500"],
    [2.5, "3"],
    [-0.4, "0"],
    [Number.NaN, "0"],
  ])("whole francs: %d is CHF %s", (amount, text) => {
    expect(formatChf(amount, 0)).toBe(`CHF ${text}`);
  });

  it("gives the digits Intl.NumberFormat('de-CH') gives in Node 22", () => {
    const whole = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999, 1_000, 12_345, 29_699, 654_321, 1_000_000, 987_654_321, -1_800, 1_234.4])
      expect(formatChf(amount, 0)).toBe(`CHF ${whole.format(amount)}`);
    const cents = new Intl.NumberFormat("de-CH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 45.5, 1_250, 1_234_567.89]) expect(formatChf(amount)).toBe(`CHF ${cents.format(amount)}`);
  });
});
