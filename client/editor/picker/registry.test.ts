import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../../../common/blocks/types";
import { PICKER_GROUPS, PICKER_REGISTRY, pickerSections } from "./registry";

const typesIn = (sections: ReturnType<typeof pickerSections>) => sections.flatMap((s) => s.items.map((i) => i.type));

describe("block picker registry", () => {
  it("offers every one of the 36 block types once to an optician member, and no card or detail kind", () => {
    const offered = typesIn(pickerSections({ opticianProgram: true }));
    expect(offered).toHaveLength(36);
    expect(new Set(offered)).toEqual(new Set(BLOCK_TYPES));
    for (const kind of ["imageCard", "serviceCard", "newsFeedCard", "productCard", "stepFeedCard", "teamDetails", "testimonialDetails"]) expect(offered).not.toContain(kind);
  });

  it("shows the groups in the spec's order: Start, Team, Content, Collections, Various, Remaining", () => {
    expect(PICKER_GROUPS).toEqual(["start", "team", "content", "collections", "various", "remaining"]);
    expect(pickerSections({ opticianProgram: true }).map((s) => s.group)).toEqual([...PICKER_GROUPS]);
    expect(pickerSections({ opticianProgram: true })[0]!.items[0]).toEqual({ type: "hero", icon: "hero" });
  });

  it("leaves optician-only blocks out for sites outside the optician program", () => {
    const opticianOnly = BLOCK_TYPES.filter((type) => PICKER_REGISTRY[type].opticianOnly);
    expect(opticianOnly).toEqual(["goFeed", "businessSearch", "marketplace"]);
    const offered = typesIn(pickerSections({ opticianProgram: false }));
    expect(offered).toHaveLength(36 - opticianOnly.length);
    for (const type of opticianOnly) expect(offered).not.toContain(type);
  });

  it("puts a known block in no group into Remaining with the generic icon", () => {
    const sections = pickerSections({ opticianProgram: false, registry: { hero: { group: null, icon: "hero", opticianOnly: false }, cta: { group: "start", icon: "cta", opticianOnly: false } } });
    expect(sections).toEqual([
      { group: "start", items: [{ type: "cta", icon: "cta" }] },
      { group: "remaining", items: [{ type: "hero", icon: "generic" }] },
    ]);
    const remaining = pickerSections({ opticianProgram: true }).find((s) => s.group === "remaining");
    expect(remaining?.items).toEqual([
      { type: "gameSetup", icon: "generic" },
      { type: "scoreTracker", icon: "generic" },
      { type: "poiManager", icon: "generic" },
    ]);
  });

  it("leaves out groups with nothing to offer", () => {
    expect(pickerSections({ opticianProgram: false, registry: { goFeed: { group: "collections", icon: "list", opticianOnly: true } } })).toEqual([]);
  });
});
