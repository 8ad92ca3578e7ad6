import { useEffect } from "react";
import { joinRoom } from "./room";
import { catchUpWhenLeft, showSavedElsewhere } from "./saved-elsewhere";

/**
 * Joins the page's presence room while edit mode is open (decision 023) and shows what other tabs save (decision
 * 077), those held back while a field was being edited once it is left (decision 113); the others are shown by
 * PresenceChip, inside the editor's bar.
 */
export function PresenceList() {
  useEffect(() => {
    const leave = joinRoom((saved) => void showSavedElsewhere(saved).catch((error: unknown) => console.warn("presence: refresh failed", error)));
    const stopCatchingUp = catchUpWhenLeft();
    return () => {
      stopCatchingUp();
      leave();
    };
  }, []);
  return null;
}
