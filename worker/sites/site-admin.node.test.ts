import { describe, expect, it } from "vitest";
import type { SiteRecord } from "./site";
import { updatedSiteRecord } from "./site-admin";

const main: SiteRecord = {
  id: "main",
  name: "Optik Seeblick",
  primaryHost: "localhost",
  aliasHosts: ["seeblick.localhost"],
  locales: ["de", "fr"],
  programs: ["optician", "golf"],
  isDefault: true,
};

describe("site:update (updatedSiteRecord)", () => {
  it("changes only the options given: aliases, programs and the default flag stay", () => {
    expect(updatedSiteRecord(main, { name: "Optik Seeblick am See" })).toEqual({ ...main, name: "Optik Seeblick am See" });
    expect(updatedSiteRecord(main, { locales: "fr,de" })).toEqual({ ...main, locales: ["fr", "de"] });
  });

  it("changes those options when they are given", () => {
    expect(updatedSiteRecord(main, { aliasHosts: [], programs: ["optician"], isDefault: false })).toEqual({
      ...main,
      aliasHosts: [],
      programs: ["optician"],
      isDefault: false,
    });
  });
});
