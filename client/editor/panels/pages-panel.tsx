import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useRef } from "react";
import { refreshAfterChange } from "../saving/refresh";
import { bootAtom } from "../state/store";
import { collectionsEditorAtom, pagesPanelAtom } from "../state/overlays";
import { textsAtom } from "../i18n/session";
import { CreatePageForm } from "./create-page-form";
import { Overlay } from "./overlay";
import { PageList } from "./page-list";
import { useSitePages } from "./use-site-pages";
import "./panels.css";

// Drag and drop loads with the navigation editor, on first use (decision 038).
const NavigationEditor = lazy(() => import("./navigation-editor").then((module) => ({ default: module.NavigationEditor })));

/**
 * The pages panel (toolbar "Pages"; Escape closes it first): every page by collection with its marks (each opens in
 * edit mode), the way to the collections editor, creating a page, and the navigation editor. Closing it after a
 * navigation change reloads the page, so the header and footer show the saved navigation.
 */
export function PagesPanel() {
  const [open, setOpen] = useAtom(pagesPanelAtom);
  const openCollections = useSetAtom(collectionsEditorAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const { data, failed } = useSitePages(open);
  const navigationChanged = useRef(false);
  if (!boot || !t) return null;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && navigationChanged.current) {
      navigationChanged.current = false;
      void refreshAfterChange(["navigation", "pageData"]);
    }
  };
  return (
    <Overlay open={open} onOpenChange={close} title={t.pages} wide busy={!data && !failed}>
      {!data && <p role="status">{failed ? t.panels.errorLoad : t.panels.loading}</p>}
      {data && (
        <>
          <section aria-labelledby="pages-all" className="editor-panel__section">
            <h3 id="pages-all" className="editor-subtitle">
              {t.panels.allPages}
            </h3>
            <PageList pages={data.pages} collections={data.collections} />
            <button type="button" className="editor-button" onClick={() => openCollections({ open: true, focus: null })}>
              {t.panels.editCollections}
            </button>
          </section>
          <section aria-labelledby="pages-new" className="editor-panel__section">
            <h3 id="pages-new" className="editor-subtitle">
              {t.panels.newPage}
            </h3>
            <CreatePageForm collections={data.collections} />
          </section>
          <section aria-labelledby="pages-navigation" className="editor-panel__section">
            <h3 id="pages-navigation" className="editor-subtitle">
              {t.panels.navigation}
            </h3>
            <Suspense fallback={<p role="status">{t.panels.loading}</p>}>
              <NavigationEditor initial={data.navigation} pages={data.pages} onChanged={() => (navigationChanged.current = true)} />
            </Suspense>
          </section>
        </>
      )}
      <ul className="editor-links">
        <li>
          <a href={boot.livePath}>{t.livePage}</a>
        </li>
        <li>
          <a href={`/${boot.locale}/edit/submissions`}>{t.submissions}</a>
        </li>
      </ul>
    </Overlay>
  );
}
