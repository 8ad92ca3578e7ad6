import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 44: browser tests wait for conditions, never for fixed times: time has one home, waits.ts (an observation
// window, fault injection, the page's frames). And a test's own page comes from one helper, test-pages.ts.
const DIR = new URL("./", import.meta.url);
const HOME = "waits.ts";
const PAGES_HOME = "test-pages.ts";
const SLEEPS = [/\bwaitForTimeout\s*\(/, /\bsetTimeout\s*\(/];
const SELF = "conventions.test.ts";
/** The browser tests' own code files, but this one. */
const files = () => readdirSync(DIR).filter((name) => /\.(ts|mts|mjs)$/.test(name) && name !== SELF);
const read = (name: string) => readFileSync(new URL(name, DIR), "utf8");

/** The lines of `text` that sleep for a fixed time, as "file:line: code". */
function fixedSleeps(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => (SLEEPS.some((sleep) => sleep.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe("browser test conventions", () => {
  it("finds a fixed sleep in a file (the check itself works)", () => {
    const sleep = ["await page.wait", "ForTimeout(300);\nawait new Promise((r) => set", "Timeout(r, 100));"].join("");
    expect(fixedSleeps("x.test.ts", sleep)).toHaveLength(2);
  });

  it(`has no fixed sleep outside ${HOME}`, () => {
    const others = files().filter((name) => name !== HOME);
    expect(others.length).toBeGreaterThan(10);
    expect(others.flatMap((name) => fixedSleeps(name, read(name)))).toEqual([]);
  });

  it(`creates test pages only through ${PAGES_HOME}`, () => {
    expect(files().filter((name) => name !== PAGES_HOME && read(name).includes("/page/add"))).toEqual([]);
  });
});
