import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { textsAtom } from "../state/store";
import { joinRoom, othersAtom } from "./room";
import { showSavedElsewhere } from "./saved-elsewhere";

/** Who else edits this page (decision 023): joins the room while edit mode is open and lists the others. */
export function PresenceList() {
  const others = useAtomValue(othersAtom);
  const t = useAtomValue(textsAtom);
  useEffect(() => joinRoom((saved) => void showSavedElsewhere(saved).catch((error: unknown) => console.warn("presence: refresh failed", error))), []);
  if (!t || others.length === 0) return null;
  return (
    <aside className="editor-presence" aria-label={t.othersHere}>
      <ul>
        {others.map((other) => (
          <li key={other.id}>{other.email}</li>
        ))}
      </ul>
    </aside>
  );
}
