import { z } from "zod";
import { applyChanges, type Change } from "../../../common/editor/changes";
import type { PageInfo } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { settingsSchema } from "../../../common/settings";
import { api, apiCall } from "../api/client";
import { contentApi } from "../api/content";
import { setVersion } from "../state/item-versions";
import type { ChangesEntry } from "./journal";
import type { ChangesTarget, Held } from "./save-changes";

/**
 * The two whole objects an owner changes leaf by leaf (decision 117): a page's menu values (PUT /page/info) and the
 * site's settings (POST /settings). Each says how to read what the server holds and how to write changed leaves.
 */

/** The settings with the version the server stored them under (decision 022: a save names the version it is based on). */
export const versionedSettingsSchema = settingsSchema.extend({ version: z.number().int().min(0) });
export type VersionedSettings = z.infer<typeof versionedSettingsSchema>;

/** The site's settings as a whole-object save. */
export const settingsTarget: ChangesTarget<VersionedSettings> = {
  kind: "settings",
  itemId: "settings",
  pageId: "",
  locale: null,
  read: async () => {
    const { version, ...value } = await apiCall(api.settings.$get(), versionedSettingsSchema);
    return { value, version };
  },
  write: (held, changes) =>
    apiCall(
      api.settings.$post({ json: applyChanges(settingsSchema.parse(held.value), changes), query: { version: String(held.version) } }),
      versionedSettingsSchema,
    ),
};

/** A page's menu values that saves change, as one object: its address and name per language and the languages it is off. */
export type PageMenuValues = { slug: Partial<Record<Locale, string | null>>; name: Partial<Record<Locale, string>>; disallowedLanguages: Locale[] };

/** The menu values of a page from its info in one or more languages. */
export function pageMenuValues(infos: Partial<Record<Locale, PageInfo>>): Held {
  const loaded = Object.values(infos).filter((info) => info !== undefined);
  const value: PageMenuValues = {
    slug: Object.fromEntries(Object.entries(infos).map(([lang, info]) => [lang, info?.slug ?? null])),
    name: loaded[0]?.meta.name ?? {},
    disallowedLanguages: loaded[0]?.meta.disallowedLanguages ?? [],
  };
  return { value, version: Math.max(0, ...loaded.map((info) => info.version)) };
}

/** A page's menu values as a whole-object save; `locales` are the languages whose addresses it reads. */
export function pageMenuTarget(pageId: string, locales: readonly Locale[], locale: Locale): ChangesTarget<{ path: string; version: number }> {
  return {
    kind: "pageInfo",
    itemId: `page-menu:${pageId}`,
    pageId,
    locale: null,
    read: async () => pageMenuValues(Object.fromEntries(await Promise.all(locales.map(async (lang) => [lang, await contentApi.pageInfo(pageId, lang)])))),
    write: async (held, changes) => {
      let version = held.version;
      let answer = { path: "", version };
      const put = async (update: Omit<Parameters<typeof contentApi.updatePageInfo>[0], "id" | "version">) => {
        answer = await contentApi.updatePageInfo({ id: pageId, version, ...update });
        version = answer.version;
        setVersion(pageId, version);
      };
      for (const change of changes.filter((c) => c.path[0] === "slug")) await put({ lang: change.path[1] as Locale, slug: String(change.after ?? "") });
      const meta = changes.filter((c) => c.path[0] !== "slug");
      if (meta.length > 0) await put({ lang: locale, meta: applyChanges({}, meta) });
      return answer;
    },
  };
}

/** The languages whose addresses a page's journaled changes touch (and `locale`, to read its name and languages). */
const slugLocales = (changes: readonly Pick<Change, "path">[], locale: Locale): Locale[] => [
  ...new Set([locale, ...changes.filter((c) => c.path[0] === "slug").map((c) => c.path[1] as Locale)]),
];

/** The target a journal entry of a whole-object save goes to (`locale`: the language edit mode runs in). */
export function targetOf(entry: ChangesEntry, locale: Locale): ChangesTarget<unknown> {
  return entry.kind === "settings" ? settingsTarget : pageMenuTarget(entry.pageId, slugLocales(entry.changes, locale), locale);
}
