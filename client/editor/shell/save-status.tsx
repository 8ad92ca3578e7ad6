import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { outboxAtom } from "../state/saves";
import { textsAtom } from "../i18n/session";

/** How long "Gespeichert" stays after the last retried save went through. */
const SAVED_SHOWN_MS = 4_000;

/**
 * The toolbar's (and the closed toolbar's button's) word on saves that failed for the connection or the server:
 * "Nicht gespeichert – wird erneut versucht (n)" while any is being retried, then "Gespeichert" (decision 117).
 * A live region, so the change is announced.
 */
export function SaveStatus() {
  const t = useAtomValue(textsAtom);
  const { pending, retrying } = useAtomValue(outboxAtom);
  const [savedAfterRetry, setSavedAfterRetry] = useState(false);
  const wasRetrying = useRef(false);
  useEffect(() => {
    if (retrying > 0) {
      wasRetrying.current = true;
      setSavedAfterRetry(false);
      return;
    }
    if (!wasRetrying.current) return;
    wasRetrying.current = false;
    setSavedAfterRetry(true);
    const timer = setTimeout(() => setSavedAfterRetry(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [retrying]);
  if (!t) return null;
  const text = retrying > 0 ? t.notSavedRetrying(retrying) : savedAfterRetry ? t.saved : "";
  return (
    <p className="editor-save-status" role="status" data-state={retrying > 0 ? "retrying" : savedAfterRetry ? "saved" : "idle"} data-pending={pending}>
      {text}
    </p>
  );
}
