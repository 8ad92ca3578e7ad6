import { describe, expect, it } from "vitest";
import { couponGatePageId, isCouponAvailable, isPageComplete, pageDotStates } from "./course-progress";

const players = [{ id: "anna" }, { id: "ben" }];
const pages = ["h1", "h2", "h3", "end"];
const hole = (playerId: string, pageId: string, score: number) => ({ playerId, pageId, score });

describe("isPageComplete", () => {
  it("is complete when every player has a score above 0 on the page", () => {
    expect(isPageComplete("h1", players, [hole("anna", "h1", 3), hole("ben", "h1", 1)])).toBe(true);
  });

  it("is not complete while a player has no score or a score of 0", () => {
    expect(isPageComplete("h1", players, [hole("anna", "h1", 3)])).toBe(false);
    expect(isPageComplete("h1", players, [hole("anna", "h1", 3), hole("ben", "h1", 0)])).toBe(false);
  });

  it("does not count scores on other pages", () => {
    expect(isPageComplete("h1", players, [hole("anna", "h1", 3), hole("ben", "h2", 2)])).toBe(false);
  });

  it("is never complete without players", () => {
    expect(isPageComplete("h1", [], [])).toBe(false);
  });
});

describe("pageDotStates", () => {
  it("gives noScores, partial, complete and active", () => {
    const holes = [hole("anna", "h1", 2), hole("ben", "h1", 4), hole("anna", "h2", 3), hole("ben", "h3", 1)];
    expect(pageDotStates(pages, "h3", players, holes)).toEqual(["complete", "partial", "active", "noScores"]);
  });

  it("shows noScores on a page whose rows are all 0", () => {
    expect(pageDotStates(["h1"], null, players, [hole("anna", "h1", 0)])).toEqual(["noScores"]);
  });

  it("ignores rows of players no longer in the game", () => {
    expect(pageDotStates(["h1"], null, players, [hole("gone", "h1", 2)])).toEqual(["noScores"]);
  });
});

describe("coupon eligibility", () => {
  it("uses the second-to-last page as the gate", () => {
    expect(couponGatePageId(pages)).toBe("h3");
    expect(couponGatePageId(["h1"])).toBeNull();
  });

  it("is available once the second-to-last page is complete", () => {
    const holes = [hole("anna", "h3", 2), hole("ben", "h3", 5)];
    expect(isCouponAvailable(pages, players, holes)).toBe(true);
  });

  it("is not available while the second-to-last page is incomplete", () => {
    const holes = [hole("anna", "h1", 2), hole("ben", "h1", 2), hole("anna", "h3", 2)];
    expect(isCouponAvailable(pages, players, holes)).toBe(false);
  });

  it("does not look at the last page", () => {
    const holes = [hole("anna", "end", 2), hole("ben", "end", 2)];
    expect(isCouponAvailable(pages, players, holes)).toBe(false);
  });

  it("is not available without any entry", () => {
    expect(isCouponAvailable(pages, [], [])).toBe(false);
    expect(isCouponAvailable(pages, players, [hole("anna", "h3", 0), hole("ben", "h3", 0)])).toBe(false);
  });

  it("is not available on a course with fewer than two pages", () => {
    expect(isCouponAvailable(["h1"], players, [hole("anna", "h1", 1), hole("ben", "h1", 1)])).toBe(false);
  });
});
