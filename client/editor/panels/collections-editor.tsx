import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type CollectionList, DEFAULT_ACTIVE_KINDS } from "../../../common/collection-list";
import { contentApi } from "../api/content";
import { refreshAfterChange } from "../saving/refresh";
import { collectionsEditorAtom } from "../state/overlays";
import { textsAtom } from "../i18n/session";
import { collectionTitle } from "./collection-title";
import { Overlay } from "./overlay";
import "./panels.css";

// Drag and drop loads with the lists, on first use (decision 038).
const CollectionLists = lazy(() => import("./collection-lists").then((module) => ({ default: module.CollectionLists })));

/**
 * The collections editor (editor-side sections 2 to 4): every collection, the active ones open (team and service
 * by default, or the one of the block whose menu opened it), each with its visible items and its archive.
 * Collection changes are live at once; closing after a change reloads the page so its listings show them.
 */
export function CollectionsEditor() {
  const [state, setState] = useAtom(collectionsEditorAtom);
  const t = useAtomValue(textsAtom);
  const [list, setList] = useState<CollectionList | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState<Set<string>>(new Set());
  const changed = useRef(false);
  useEffect(() => {
    if (!state.open) return;
    contentApi
      .collections()
      .then((loaded) => {
        setList(loaded);
        const kinds: readonly string[] = state.focus ? [state.focus] : DEFAULT_ACTIVE_KINDS;
        setActive(new Set(loaded.collections.filter((c) => kinds.includes(c.kind)).map((c) => c.collectionId)));
      })
      .catch((error: unknown) => {
        console.error("collections", error);
        setFailed(true);
      });
  }, [state.open, state.focus]);
  if (!t) return null;
  const close = (open: boolean) => {
    setState({ open, focus: state.focus });
    if (!open && changed.current) {
      changed.current = false;
      void refreshAfterChange(["pageData"]);
    }
  };
  const toggle = (id: string) => setActive((current) => new Set(current.has(id) ? [...current].filter((c) => c !== id) : [...current, id]));
  return (
    <Overlay open={state.open} onOpenChange={close} title={t.panels.collections} description={t.panels.collectionsHint} wide>
      {!list && <p role="status">{failed ? t.panels.errorLoad : t.panels.loading}</p>}
      {list?.collections.map((collection) => {
        const open = active.has(collection.collectionId);
        const panelId = `collection-${collection.collectionId}`;
        return (
          <section key={collection.collectionId} className="editor-collection" data-collection-editor={collection.collectionName}>
            <h3 className="editor-collection__title">
              <button type="button" className="editor-disclosure" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(collection.collectionId)}>
                <span className="editor-disclosure__mark" aria-hidden="true">
                  ▸
                </span>
                {collectionTitle(t, collection.collectionName, list)} <span className="editor-count">({collection.items.length})</span>
              </button>
            </h3>
            <div id={panelId} hidden={!open}>
              {open && (
                <Suspense fallback={<p role="status">{t.panels.loading}</p>}>
                  <CollectionLists initial={collection} onChanged={() => (changed.current = true)} />
                </Suspense>
              )}
            </div>
          </section>
        );
      })}
    </Overlay>
  );
}
