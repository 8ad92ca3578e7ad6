import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { historyApi, type PublicationEntry } from "../api/history";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { Overlay } from "./overlay";

/** What restoring a publication replaces: the number of blocks with unpublished changes (null while loading). */
type Restoring = { entry: PublicationEntry; blocks: number | null };

/**
 * The page's publications in the page menu (decision 023), newest first and paged: each can be viewed as it was
 * published (rendered like the live page, under a banner naming the version) and restored as the page's draft,
 * after a confirmation that names the unpublished changes it replaces (decision 067); restoring reloads the page.
 */
export function HistoryList() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [entries, setEntries] = useState<PublicationEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const pageId = boot?.pageId ?? null;
  const load = useCallback(
    async (cursor: string | null) => {
      if (!pageId) return;
      const page = await historyApi.list(pageId, cursor);
      setEntries((before) => [...(cursor ? (before ?? []) : []), ...page.entries]);
      setNext(page.next);
    },
    [pageId],
  );
  useEffect(() => {
    void load(null).catch((error: unknown) => console.error("history", error));
  }, [load]);
  if (!boot || !t) return null;
  const ask = (entry: PublicationEntry) => {
    setRestoring({ entry, blocks: null });
    historyApi.unpublished(boot.pageId).then(
      ({ blocks }) => setRestoring((current) => (current?.entry.id === entry.id ? { entry, blocks } : current)),
      (error: unknown) => {
        // Without the count the dialog still says what is replaced (the page by this version).
        console.error("unpublished blocks", error);
        setRestoring((current) => (current?.entry.id === entry.id ? { entry, blocks: 0 } : current));
      },
    );
  };
  const restore = async (id: string) => {
    try {
      await withToast({ loading: t.restoring, success: t.restored, error: t.errorRestore }, () => historyApi.restore(id));
      location.reload();
    } catch {
      setRestoring(null);
    }
  };
  const when = (iso: string) => new Date(iso).toLocaleString(t.dateLocale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" });
  const version = (entry: PublicationEntry) => t.historyVersion(entry.number, when(entry.publishedAt));
  const consequence =
    restoring && restoring.blocks !== null
      ? restoring.blocks > 0
        ? t.restoreLoses(restoring.blocks)
        : t.restoreReplaces(version(restoring.entry))
      : undefined;
  return (
    <section aria-labelledby="editor-history-title">
      <h3 id="editor-history-title">{t.history}</h3>
      {entries?.length === 0 && <p>{t.historyEmpty}</p>}
      <ul className="editor-history">
        {entries?.map((entry) => (
          <li key={entry.id}>
            <span>{t.historyEntry(version(entry), entry.publishedBy)}</span>
            <span>
              <a className="editor-button" href={`/${boot.locale}/edit/${boot.pageId}?publication=${encodeURIComponent(entry.id)}`}>
                {t.preview}
              </a>{" "}
              <button type="button" className="editor-button" onClick={() => ask(entry)}>
                {t.restore}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {next && (
        <button type="button" className="editor-button" onClick={() => void load(next)}>
          {t.moreHistory}
        </button>
      )}
      <Overlay
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t.restoreTitle}
        description={consequence ?? t.panels.loading}
        kind="dialog"
        role="alertdialog"
      >
        <div className="editor-actions">
          <button type="button" className="editor-button" onClick={() => setRestoring(null)}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="editor-button editor-button--danger"
            disabled={consequence === undefined}
            onClick={() => restoring && void restore(restoring.entry.id)}
          >
            {t.restoreConfirm}
          </button>
        </div>
      </Overlay>
    </section>
  );
}
