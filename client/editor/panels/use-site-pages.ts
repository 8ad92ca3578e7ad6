import { useCallback, useEffect, useState } from "react";
import type { CollectionList } from "../../../common/collection-list";
import type { Navigation } from "../../../common/navigation";
import type { PageList } from "../../../common/page-list";
import { contentApi } from "../api/content";
import { on } from "../state/events";

type SitePages = { pages: PageList; navigation: Navigation & { version: number }; collections: CollectionList };
type SitePagesState = { data: SitePages | null; failed: boolean; reload: () => Promise<void> };

/**
 * The pages panel's server data (every page with drafts, the navigation, the collections), loaded when the panel
 * opens and again when a save elsewhere makes the navigation stale (refresh rules, saving/refresh.ts).
 */
export function useSitePages(open: boolean): SitePagesState {
  const [data, setData] = useState<SitePages | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const [pages, navigation, collections] = await Promise.all([contentApi.pages(), contentApi.navigation(), contentApi.collections()]);
      setData({ pages, navigation, collections });
      setFailed(false);
    } catch (error) {
      console.error("pages panel", error);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (!open) return;
    void reload();
    return on("stale", (target) => (target === "navigation" ? reload() : undefined));
  }, [open, reload]);
  return { data, failed, reload };
}
