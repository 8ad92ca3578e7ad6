import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../../../common/blocks/types";
import { PICKER_GROUPS, PICKER_REGISTRY, pickerSections } from "./registry";

const typesIn = (sections: ReturnType<typeof pickerSections>) => sections.flatMap((s) => s.items.map((i) => i.type));

describe("block picker registry", () => {
  it("offers every one of the 36 block types once to a site in the optician and golf programs, and no card or detail kind", () => {
    const offered = typesIn(pickerSections({ programs: ["optician", "golf"] }));
    expect(offered).toHaveLength(36);
    expect(new Set(offered)).toEqual(new Set(BLOCK_TYPES));
    for (const kind of ["imageCard", "serviceCard", "newsFeedCard", "productCard", "stepFeedCard", "teamDetails", "testimonialDetails"])
      expect(offered).not.toContain(kind);
  });

  it("shows the groups in the spec's order: Start, Team, Content, Collections, Various, Remaining", () => {
    expect(PICKER_GROUPS).toEqual(["start", "team", "content", "collections", "various", "remaining"]);
    expect(pickerSections({ programs: ["optician", "golf"] }).map((s) => s.group)).toEqual([...PICKER_GROUPS]);
    expect(pickerSections({ programs: ["optician", "golf"] })[0]!.items[0]).toEqual({ type: "hero", icon: "banner" });
  });

  it("keeps each group's order (the entries' picker positions)", () => {
    const byGroup = Object.fromEntries(pickerSections({ programs: ["optician", "golf"] }).map((s) => [s.group, s.items.map((i) => i.type)]));
    expect(byGroup).toEqual({
      start: ["hero", "textOnImage", "cta", "multiCta", "announcementBar", "announcementBubble", "bookingContainer"],
      team: ["teamContainer", "testimonialsContainer", "contact"],
      content: [
        "richTextBlock",
        "imageBoard",
        "imageCollage",
        "mediaGallery",
        "videoPlayer",
        "serviceBoard",
        "productBoard",
        "stepFeedBoard",
        "contentSliderBoard",
      ],
      collections: ["servicesContainer", "newsFeedBoard", "goFeed", "courses", "jobs", "marketplace"],
      various: ["businessSearch", "reviewSlider", "instagramFeed", "mapContainer", "contactForm", "form", "aspectSponsorForm", "spacer"],
      remaining: ["gameSetup", "scoreTracker", "poiManager"],
    });
  });

  it("leaves optician-only blocks out for sites outside the optician program", () => {
    const opticianOnly = BLOCK_TYPES.filter((type) => PICKER_REGISTRY[type].program === "optician");
    expect(opticianOnly).toEqual(["goFeed", "businessSearch", "marketplace"]);
    const offered = typesIn(pickerSections({ programs: ["golf"] }));
    expect(offered).toHaveLength(36 - opticianOnly.length);
    for (const type of opticianOnly) expect(offered).not.toContain(type);
  });

  it("offers the game's blocks (Spiel, Punktekarte) only to sites in the golf program", () => {
    const golfOnly = BLOCK_TYPES.filter((type) => PICKER_REGISTRY[type].program === "golf");
    expect(golfOnly).toEqual(["gameSetup", "scoreTracker"]);
    const offered = typesIn(pickerSections({ programs: ["optician"] }));
    expect(offered).toHaveLength(36 - golfOnly.length);
    for (const type of golfOnly) expect(offered).not.toContain(type);
    expect(typesIn(pickerSections({ programs: [] }))).toHaveLength(36 - golfOnly.length - 3);
    expect(typesIn(pickerSections({ programs: ["golf"] }))).toEqual(expect.arrayContaining(golfOnly));
  });

  it("puts a known block in no group into Remaining with the generic icon", () => {
    const sections = pickerSections({
      programs: [],
      registry: { hero: { group: null, icon: "banner", program: null }, cta: { group: "start", icon: "button", program: null } },
    });
    expect(sections).toEqual([
      { group: "start", items: [{ type: "cta", icon: "button" }] },
      { group: "remaining", items: [{ type: "hero", icon: "generic" }] },
    ]);
    const remaining = pickerSections({ programs: ["optician", "golf"] }).find((s) => s.group === "remaining");
    expect(remaining?.items).toEqual([
      { type: "gameSetup", icon: "generic" },
      { type: "scoreTracker", icon: "generic" },
      { type: "poiManager", icon: "generic" },
    ]);
  });

  it("leaves out groups with nothing to offer", () => {
    expect(pickerSections({ programs: [], registry: { goFeed: { group: "collections", icon: "list", program: "optician" } } })).toEqual([]);
  });
});
