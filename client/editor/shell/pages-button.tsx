import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { PageList } from "../../../common/page-list";
import { contentApi } from "../api/content";
import { textsAtom } from "../i18n/session";
import { pagesPanelAtom } from "../state/overlays";
import { pageStatusAtom } from "../state/saves";
import { bootAtom } from "../state/store";
import { Icon } from "./icons";

/** The pages the pages panel marks (a draft, or published with changes), this page left out: its status is live. */
function otherUnpublished(list: PageList, pageId: string): number {
  const pages = [...list.pages, ...list.collections.flatMap((collection) => collection.children)];
  return pages.filter((page) => page.id !== pageId && (page.status === "draft" || page.changed)).length;
}

/**
 * The toolbar's "Seiten" button, marked with how many pages have unpublished changes (decision 131): the other
 * pages as the site listed them when edit mode opened, this page from its live status.
 */
export function PagesButton() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const status = useAtomValue(pageStatusAtom);
  const openPages = useSetAtom(pagesPanelAtom);
  const [others, setOthers] = useState(0);
  const pageId = boot?.pageId;
  useEffect(() => {
    if (!pageId) return;
    let current = true;
    contentApi
      .pages()
      .then((list) => current && setOthers(otherUnpublished(list, pageId)))
      .catch((error: unknown) => console.error("pages with unpublished changes", error));
    return () => {
      current = false;
    };
  }, [pageId]);
  if (!t) return null;
  const count = others + ((status?.changes ?? 0) > 0 ? 1 : 0);
  return (
    <button type="button" className="editor-button" data-focus-key="pages" onClick={() => openPages(true)}>
      <Icon name="pages" />
      <span className="editor-button__label">{t.pages}</span>
      {count > 0 && (
        <span className="editor-mark" data-unpublished-pages={count}>
          <span aria-hidden="true">{count}</span>
          <span className="editor-visually-hidden">{t.pagesUnpublished(count)}</span>
        </span>
      )}
    </button>
  );
}
