import { describe, expect, it } from "vitest";
import { shouldSave } from "./save-rules";

describe("shouldSave", () => {
  it("skips an unchanged value", () => {
    expect(shouldSave({ text: "Willkommen" }, { text: "Willkommen" })).toBe(false);
  });

  it("skips when old and new are both empty", () => {
    expect(shouldSave(null, { text: "  " })).toBe(false);
    expect(shouldSave({ text: "" }, { text: null })).toBe(false);
  });

  it("saves a change and an emptied value", () => {
    expect(shouldSave({ text: "Alt" }, { text: "Neu" })).toBe(true);
    expect(shouldSave({ text: "Alt" }, { text: null })).toBe(true);
  });

  it("saves anything when forced", () => {
    expect(shouldSave({ text: "Gleich" }, { text: "Gleich" }, true)).toBe(true);
  });
});
