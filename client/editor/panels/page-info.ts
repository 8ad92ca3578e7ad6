import { useCallback, useEffect, useState } from "react";
import type { PageInfo } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { contentApi } from "../api/content";
import { setVersion, versionOf } from "../state/item-versions";
import { refreshAfterChange } from "../saving/refresh";
import { deliver } from "../saving/outbox";
import { changesBetween, withValueAt } from "../../../common/editor/changes";
import { editPathOf } from "../../../common/edit-path";
import { type PageMenuValues, pageMenuTarget, pageMenuValues } from "../saving/change-targets";
import { saveChanges } from "../saving/save-changes";
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

type Update = Omit<Parameters<typeof contentApi.updatePageInfo>[0], "id" | "lang" | "version"> & { lang?: Locale };

/** The menu values `update` gives, on top of `before`. */
function updated(before: PageMenuValues, update: Update, lang: Locale): PageMenuValues {
  let next = before;
  if (update.slug !== undefined) next = withValueAt(next, ["slug", lang], update.slug);
  for (const [locale, name] of Object.entries(update.meta?.name ?? {})) next = withValueAt(next, ["name", locale], name);
  if (update.meta?.disallowedLanguages) next = withValueAt(next, ["disallowedLanguages"], update.meta.disallowedLanguages);
  return next;
}

/**
 * Saves the page's slug or meta (PUT /page/info, based on the page's version) under a status toast; page changes
 * are drafts, so the page status (publish button) reloads. Through the outbox and the journal as the leaves it
 * changes (decision 117), merged on a 409 with what someone else saved meanwhile; a password goes out as it is and
 * is never journaled. Resolves to the page's edit address in that language; rejects on failure (already shown and
 * logged), so the section keeps what was typed.
 */
export async function savePageInfo(update: Update, { infos, reload }: PageMenuSectionProps): Promise<string> {
  const { boot, t } = session();
  const lang = update.lang ?? boot.locale;
  const texts = { loading: t.saving, success: t.saved, error: t.errorSave };
  let path: string | null;
  if (update.meta?.password !== undefined) {
    const send = () => contentApi.updatePageInfo({ id: boot.pageId, lang, version: versionOf(boot.pageId), ...update });
    const answer = await deliver({ key: `page-menu:${boot.pageId}`, itemId: null, texts, entry: null, send });
    setVersion(boot.pageId, answer.version);
    path = answer.path;
  } else {
    const shown = pageMenuValues(infos);
    // Based on the page's version when its turn comes: a page-menu save queued behind another goes out on top of it.
    const held = () => ({ ...shown, version: versionOf(boot.pageId) ?? shown.version });
    const changes = changesBetween(shown.value, updated(shown.value as PageMenuValues, update, lang));
    const target = pageMenuTarget(
      boot.pageId,
      boot.locales.map((l) => l.locale),
      boot.locale,
    );
    const answer = await saveChanges(target, changes, { held, texts, onMine: () => void reload(), onTheirs: () => void reload() });
    path = answer?.path || null;
  }
  void refreshAfterChange(["pageStatus"]);
  return path ?? editPathOf((await contentApi.pageInfo(boot.pageId, lang)).path, [lang]) ?? location.pathname;
}
