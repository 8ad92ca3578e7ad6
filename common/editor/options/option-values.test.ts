import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../../blocks/types";
import { BLOCK_EDITORS } from "../block-editors";
import { OPTION_TYPES } from "./option-types";
import { describeBlockOptions, optionValueProblem } from "./option-values";

describe("option values on save", () => {
  it("accept values that fit the block's schema, and null (cleared)", () => {
    expect(optionValueProblem("hero", "color", "primary")).toBeNull();
    expect(optionValueProblem("hero", "color", null)).toBeNull();
    expect(optionValueProblem("goFeed", "numberOfItems", 24)).toBeNull();
    expect(
      optionValueProblem("mapContainer", "route", [
        [8.72, 47.5],
        [8.73, 47.51],
      ]),
    ).toBeNull();
    expect(optionValueProblem("contact", "location", ["branch-1"])).toBeNull();
    expect(optionValueProblem("bookingContainer", "bookingLink", { type: "iframe", url: "https://termine.optik.example" })).toBeNull();
  });
  it("the colour swatches of a block offer the base colours plus the 2 extended ones (accent, muted)", () => {
    const color = describeBlockOptions("hero").options.find((o) => o.key === "color");
    expect(color).toMatchObject({ type: "colorSwatches", choices: ["primary", "secondary", "background", "header", "accent", "muted"] });
    expect(optionValueProblem("cta", "color", "accent")).toBeNull();
    expect(optionValueProblem("textOnImage", "color", "muted")).toBeNull();
  });
  it("refuse what the lenient read would have replaced by the default", () => {
    expect(optionValueProblem("hero", "color", "pink")).toMatch(/expected one of/);
    expect(optionValueProblem("goFeed", "numberOfItems", 25)).toMatch(/<=24/);
    expect(optionValueProblem("goFeed", "numberOfItems", 0)).toMatch(/>=1/);
    expect(optionValueProblem("goFeed", "numberOfItems", 2.5)).toMatch(/expected int/);
    expect(optionValueProblem("goFeed", "gridLayout", "masonry")).toMatch(/expected one of/);
    expect(optionValueProblem("hero", "fullHeight", "yes")).toMatch(/boolean/);
    expect(optionValueProblem("spacer", "size", "XL")).toMatch(/expected one of/);
  });
  it("apply the rules of the option type: links resolvable, booking urls not e-mail, routes of two pairs", () => {
    expect(optionValueProblem("cta", "link", { type: "url", url: "javascript:alert(1)" })).toBe("Bitte gib eine gültige URL ein");
    expect(optionValueProblem("cta", "link", { type: "email", email: "nope" })).toBe("Bitte gib eine gültige E-Mail-Adresse ein");
    expect(optionValueProblem("bookingContainer", "bookingLink", { type: "url", url: "info@optik.example" })).toBe("Bitte gib eine gültige URL ein");
    expect(optionValueProblem("mapContainer", "route", [[8.72, 47.5]])).toMatch(/>=2/);
  });
  it("refuse keys the block does not have and unknown block types", () => {
    expect(optionValueProblem("hero", "size", "S")).toBe("not an option of this block");
    expect(optionValueProblem("nope", "size", "S")).toBe("unknown block type nope");
  });
});

describe("options menu description", () => {
  it("offers the block's own choices and range", () => {
    const goFeed = describeBlockOptions("goFeed");
    expect(goFeed.options.find((o) => o.key === "gridLayout")).toEqual({
      key: "gridLayout",
      type: "gridLayout",
      choices: ["grid", "carousel"],
      default: "grid",
    });
    expect(goFeed.options.find((o) => o.key === "numberOfItems")).toEqual({ key: "numberOfItems", type: "number", min: 1, max: 24, default: 6 });
    expect(describeBlockOptions("contact").options.find((o) => o.key === "location")?.when).toEqual({ option: "showBranches", operator: "=", value: true });
    expect(describeBlockOptions("hero").media).toEqual([{ field: "images", mediaType: "image" }]);
  });
  it("leaves out options other editors own (the collection a container lists)", () => {
    expect(describeBlockOptions("teamContainer").options.map((o) => o.key)).not.toContain("collection");
    expect(describeBlockOptions("teamContainer").owned).toEqual(["collection"]);
  });
  it("covers every option type of the spec with at least one block", () => {
    const used = new Set(
      BLOCK_TYPES.flatMap((type) => [
        ...Object.values(BLOCK_EDITORS[type].options).flatMap((spec) => (spec ? [spec.type] : [])),
        ...Object.values(BLOCK_EDITORS[type].media).map((m) => m.type),
      ]),
    );
    expect(OPTION_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });
});
