import { describe, expect, it } from "vitest";
import { clampNumber, parseNumberInput, stepNumber } from "./number";

describe("number option", () => {
  it("has a default minimum of 1 and no maximum", () => {
    expect(clampNumber(0)).toBe(1);
    expect(clampNumber(-5)).toBe(1);
    expect(clampNumber(1_000_000)).toBe(1_000_000);
  });
  it("turns a missing value into the minimum", () => {
    expect(clampNumber(null, { min: 3 })).toBe(3);
    expect(clampNumber(undefined)).toBe(1);
    expect(clampNumber(Number.NaN, { min: 2, max: 5 })).toBe(2);
  });
  it("clamps the stepper to the range", () => {
    expect(stepNumber(5, 1, { min: 1, max: 5 })).toBe(5);
    expect(stepNumber(1, -1, { min: 1, max: 5 })).toBe(1);
    expect(stepNumber(3, 1, { min: 1, max: 5 })).toBe(4);
    expect(stepNumber(null, 1, { min: 1, max: 5 })).toBe(2);
  });
  it("parses typed text as an integer and clamps it", () => {
    expect(parseNumberInput("7", { max: 24 })).toBe(7);
    expect(parseNumberInput(" 12abc ")).toBe(12);
    expect(parseNumberInput("3.9")).toBe(3);
    expect(parseNumberInput("99", { min: 1, max: 24 })).toBe(24);
    expect(parseNumberInput("-4", { min: 1, max: 5 })).toBe(1);
    expect(parseNumberInput("", { min: 2 })).toBe(2);
    expect(parseNumberInput("vier", { min: 1 })).toBe(1);
  });
});
