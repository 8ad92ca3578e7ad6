import type { BranchContactView } from "../../common/directory/types";
import type { PageLinkView } from "../../common/lists/booking";
import type { Settings } from "../../common/settings";
import type { BusinessFacts } from "./business-json-ld";

/** A navigation link a visitor sees; `children` are its sub-items (the header's sub-menu, nested in the footer). */
export type NavigationLinkView = { id: string; path: string; label: string; appearance: "default" | "button"; children: NavigationLinkView[] };
export type NavigationView = { id: string; label: string; items: NavigationLinkView[] };
/** A branch of the site owner as the footer and the contact block show it (hours precomputed for display). */
export type BranchView = BranchContactView;

/** Site-wide parts around every page: settings, navigation, footer branches and role page addresses. */
export type SiteChrome = {
  settings: Settings;
  navigation: NavigationView[];
  branches: BranchView[];
  /** The site owner's business record (JSON-LD, the form mail address); null when the site has none. */
  business: BusinessFacts | null;
  /** The booking button's page (settings bookingButton.page) as visitors reach it in this language, or null. */
  bookingPage: PageLinkView | null;
  rolePaths: { home: string; contact: string | null; imprint: string | null; privacy: string | null; terms: string | null; search: string | null };
  /** The site's default sharing picture (its owner's logo: a same-site path or an https address), or null. */
  shareImage: string | null;
};
