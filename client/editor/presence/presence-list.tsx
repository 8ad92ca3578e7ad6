import { useEffect } from "react";
import { joinRoom } from "./room";
import { showSavedElsewhere } from "./saved-elsewhere";

/**
 * Joins the page's presence room while edit mode is open (decision 023) and shows what other tabs save (decision
 * 077); the others are shown by PresenceChip, inside the editor's bar.
 */
export function PresenceList() {
  useEffect(() => joinRoom((saved) => void showSavedElsewhere(saved).catch((error: unknown) => console.warn("presence: refresh failed", error))), []);
  return null;
}
