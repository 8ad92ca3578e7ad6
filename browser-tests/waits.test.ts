import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Browser tests wait for conditions, never for fixed times (issue 44): time has one home, waits.ts (an observation
// window, fault injection, the page's frames). A fixed sleep anywhere else in browser-tests/ fails this file.
const DIR = new URL("./", import.meta.url);
const HOME = "waits.ts";
const SLEEPS = [/\bwaitForTimeout\s*\(/, /\bsetTimeout\s*\(/];

/** The lines of `text` that sleep for a fixed time, as "file:line: code". */
function fixedSleeps(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => (SLEEPS.some((sleep) => sleep.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe("browser tests wait for conditions", () => {
  it("finds a fixed sleep in a file (the check itself works)", () => {
    const sleep = ["await page.wait", "ForTimeout(300);\nawait new Promise((r) => set", "Timeout(r, 100));"].join("");
    expect(fixedSleeps("x.test.ts", sleep)).toHaveLength(2);
  });

  it(`has no fixed sleep outside ${HOME}`, () => {
    const files = readdirSync(DIR).filter((name) => /\.(ts|mts|mjs)$/.test(name) && name !== HOME && name !== "waits.test.ts");
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((name) => fixedSleeps(name, readFileSync(new URL(name, DIR), "utf8")))).toEqual([]);
  });
});
