import { useSyncExternalStore } from "react";
import type { MediaEntry } from "../../../common/media/media-api";
import { MediaLibrary } from "./media-library";
import type { MediaTexts } from "./media-texts";

/** A request to show the library: from a menu part (which closes) or the media option, with what to do on a pick. */
export type LibraryRequest = { onPick?: (entry: MediaEntry) => void; initialType?: "image" | "video" };

let current: LibraryRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: LibraryRequest | null) => {
  current = next;
  for (const listener of listeners) listener();
};

/** Opens the media library. It lives outside the context menu, so closing the menu does not close it. */
export function openMediaLibrary(request: LibraryRequest = {}): void {
  set(request);
}

/** The one media library of the editor, shown while a request is open. */
export function MediaLibraryHost({ texts, container }: { texts: MediaTexts; container?: HTMLElement | null }) {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
  if (!request) return null;
  const pick = request.onPick;
  return (
    <MediaLibrary
      texts={texts}
      open
      onOpenChange={(open) => !open && set(null)}
      initialType={request.initialType}
      onPick={
        pick
          ? (entry) => {
              set(null);
              pick(entry);
            }
          : undefined
      }
      container={container}
    />
  );
}
