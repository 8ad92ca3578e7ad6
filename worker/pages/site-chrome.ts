import type { OpeningHours } from "../../common/opening-hours";
import type { Settings } from "../../common/settings";

export type NavigationView = { id: string; label: string; items: { id: string; path: string; label: string; appearance: "default" | "button" }[] };
export type BranchView = { id: string; name: string; street: string; zipCity: string; phone: string | null; email: string | null; openingHours: OpeningHours };

/** Site-wide parts around every page: settings, navigation, footer branches and role page addresses. */
export type SiteChrome = {
  settings: Settings;
  navigation: NavigationView[];
  branches: BranchView[];
  rolePaths: { home: string; contact: string | null; imprint: string | null; privacy: string | null; terms: string | null; search: string | null };
};
