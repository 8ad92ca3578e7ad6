import { useAtomValue } from "jotai";
import { textsAtom } from "../i18n/session";
import { othersAtom } from "../state/site";

/**
 * Who else edits this page (decision 023), shown inside the editor's own bar (the toolbar, or beside the floating
 * button), so it never covers the page's text: their addresses, or on a phone their number (the addresses stay
 * readable to screen readers and in the title).
 */
export function PresenceChip() {
  const others = useAtomValue(othersAtom);
  const t = useAtomValue(textsAtom);
  if (!t || others.length === 0) return null;
  const names = others.map((other) => other.email);
  return (
    <aside className="editor-presence" aria-label={t.othersHere} title={names.join(", ")}>
      <span className="editor-presence__count" aria-hidden="true">
        {others.length}
      </span>
      <ul>
        {others.map((other) => (
          <li key={other.id}>{other.email}</li>
        ))}
      </ul>
    </aside>
  );
}
