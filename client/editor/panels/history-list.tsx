import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { historyApi, type PublicationEntry } from "../api/history";
import { withToast } from "../saving/toasts";
import { bootAtom, textsAtom } from "../state/store";

/**
 * The page's publications in the page menu (issue 17), newest first and paged: each can be viewed as it was
 * published (rendered like the live page) and restored as the page's draft, which reloads the page.
 */
export function HistoryList() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [entries, setEntries] = useState<PublicationEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
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
  const restore = async (id: string) => {
    await withToast({ loading: t.restoring, success: t.restored, error: t.errorRestore }, () => historyApi.restore(id));
    location.reload();
  };
  const when = (iso: string) => new Date(iso).toLocaleString(boot.language === "fr" ? "fr-CH" : "de-CH", { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="editor-history-title">
      <h3 id="editor-history-title">{t.history}</h3>
      {entries?.length === 0 && <p>{t.historyEmpty}</p>}
      <ul className="editor-history">
        {entries?.map((entry) => (
          <li key={entry.id}>
            <span>{t.historyEntry(when(entry.publishedAt), entry.publishedBy)}</span>
            <span>
              <a className="editor-button" href={`/${boot.locale}/edit/${boot.pageId}?publication=${encodeURIComponent(entry.id)}`} target="_blank" rel="noopener">
                {t.preview}
              </a>{" "}
              <button type="button" className="editor-button" onClick={() => void restore(entry.id).catch(() => undefined)}>
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
    </section>
  );
}
