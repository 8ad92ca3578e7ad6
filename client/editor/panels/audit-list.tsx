import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { type ChangeEntry, historyApi } from "../api/history";
import { blockName, fieldName } from "../i18n/block-names";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";

/**
 * The page's last 100 changes in the page menu (decision 022): who changed what and when, newest first. Loaded
 * when the editor opens the list, not with the menu.
 */
export function AuditList() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<ChangeEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const pageId = boot?.pageId ?? null;
  useEffect(() => {
    if (!open || !pageId) return;
    historyApi.changes(pageId).then(
      (answer) => setEntries(answer.entries),
      (error: unknown) => {
        console.error("changes", error);
        setFailed(true);
      },
    );
  }, [open, pageId]);
  if (!boot || !t) return null;
  // "Feld «title» gespeichert": the kind of item, its name, and the action (a restore names its date: first word).
  const describe = (entry: ChangeEntry) => {
    const action = entry.action.startsWith("move ") ? entry.action : entry.action.split(" ")[0]!;
    const item = t.changeItems[entry.itemType] ?? entry.itemType;
    const name = entry.name && (entry.itemType === "group" ? blockName(entry.name, boot.language) : fieldName(entry.name, boot.language));
    return `${item}${name ? ` «${name}»` : ""} ${t.changeActions[action] ?? entry.action}`;
  };
  const when = (iso: string) => new Date(iso).toLocaleString(t.dateLocale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <details className="editor-audit" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.changesTitle}</summary>
      {failed && <p role="alert">{t.errorGeneric}</p>}
      {entries?.length === 0 && <p>{t.changesEmpty}</p>}
      <ol className="editor-history">
        {entries?.map((entry) => (
          <li key={entry.id}>
            <span>{describe(entry)}</span>
            <span className="editor-audit__meta">{t.historyEntry(when(entry.at), entry.by)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
