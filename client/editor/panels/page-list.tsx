import { useAtomValue } from "jotai";
import type { Locale } from "../../../common/locales";
import { pageName } from "../../../common/editor/page-picker";
import type { PageList as Pages, PageListEntry } from "../../../common/page-list";
import { pagePath } from "../../../common/routes";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { collectionTitle } from "./collection-title";
import type { CollectionList } from "../../../common/collection-list";

/** The key of pages outside any collection (editor-side section 3). */
const UNCATEGORIZED = "Uncategorized";

/** A page's edit address in `locale`: its slug there, else its id (an unpublished page without one). */
const editPath = (page: PageListEntry, locale: Locale) => pagePath({ locale, slug: page.slugs[locale] ?? page.id, collection: page.collection, edit: true });

/**
 * Every page of the site, the uncategorised ones first, then one list per collection; each links the page in edit
 * mode and says when it is a draft, protected or has unpublished changes.
 */
export function PageList({ pages, collections }: { pages: Pages; collections: CollectionList }) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  if (!boot || !t) return null;
  const groups = [
    { key: UNCATEGORIZED, title: t.panels.uncategorized, pages: pages.pages },
    ...pages.collections.map((c) => ({ key: c.name, title: collectionTitle(t, c.name, collections), pages: c.children })),
  ];
  return (
    <div className="editor-page-list">
      {groups.map((group) => (
        <section key={group.key} data-collection={group.key} aria-labelledby={`pages-${group.key}`}>
          <h4 id={`pages-${group.key}`} className="editor-page-list__title">
            {group.title} <span className="editor-count">({group.pages.length})</span>
          </h4>
          <ul>
            {group.pages.map((page) => {
              const current = page.id === boot.pageId;
              return (
                <li key={page.id}>
                  <a href={editPath(page, boot.locale)} aria-current={current ? "page" : undefined}>
                    {pageName(page, boot.locale)}
                  </a>
                  {current && <span className="editor-badge editor-badge--plain">{t.panels.currentPage}</span>}
                  {page.status !== "published" && <span className="editor-badge editor-badge--draft">{t.status[page.status]}</span>}
                  {page.protected && <span className="editor-badge editor-badge--protected">{t.panels.protected}</span>}
                  {page.changed && page.status === "published" && <span className="editor-badge">{t.panels.changed}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
