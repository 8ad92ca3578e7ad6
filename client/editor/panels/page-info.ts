import { useCallback, useEffect, useState } from "react";
import type { PageInfo } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { contentApi } from "../api/content";
import { setVersion, versionOf } from "../state/item-versions";
import { refreshAfterChange } from "../saving/refresh";
import { deliver } from "../saving/outbox";
import { session } from "../i18n/session";

/** The page's info in every offered locale (slug, meta, the slugs other pages hold there). */
type PageInfos = Partial<Record<Locale, PageInfo>>;
/** What every section of the page menu gets: the infos and a way to load them again after a change. */
export type PageMenuSectionProps = { infos: PageInfos; reload: () => Promise<void> };

/** Loads the page's info in every offered locale while the page menu is open. */
export function usePageInfos(open: boolean): { infos: PageInfos | null; failed: boolean; reload: () => Promise<void> } {
  const [infos, setInfos] = useState<PageInfos | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    const { boot } = session();
    try {
      const loaded = await Promise.all(boot.locales.map(({ locale }) => contentApi.pageInfo(boot.pageId, locale)));
      setInfos(Object.fromEntries(boot.locales.map(({ locale }, index) => [locale, loaded[index]])));
      setFailed(false);
    } catch (error) {
      console.error("page info", error);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  return { infos, failed, reload };
}

type Update = Omit<Parameters<typeof contentApi.updatePageInfo>[0], "id" | "lang"> & { lang?: Locale };

/**
 * Saves the page's slug or meta (PUT /page/info, carrying the page's version) under a status toast; page changes are drafts, so the page
 * status (publish button) reloads. Resolves to the page's edit address in that language; rejects on failure
 * (already shown and logged), so the section keeps what was typed.
 */
export async function savePageInfo(update: Update): Promise<string> {
  const { boot, t } = session();
  // Based on the page version the server rendered (or the last save answered): a stale one answers 409.
  // Through the outbox: a save that meets a dropped connection or a server error is sent again (decision 117).
  const { path, version } = await deliver({
    key: "page-info",
    itemId: null,
    texts: { loading: t.saving, success: t.saved, error: t.errorSave },
    entry: null,
    send: () => contentApi.updatePageInfo({ id: boot.pageId, lang: boot.locale, version: versionOf(boot.pageId), ...update }),
  });
  setVersion(boot.pageId, version);
  void refreshAfterChange(["pageStatus"]);
  return path;
}
