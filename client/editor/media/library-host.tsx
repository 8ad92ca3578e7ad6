import { useAtomValue } from "jotai";
import { mediaLibraryAtom, type LibraryRequest } from "../state/overlays";
import { editorStore } from "../state/store";
import { MediaLibrary } from "./media-library";
import type { MediaTexts } from "./texts";

const close = () => editorStore.set(mediaLibraryAtom, null);

/** Opens the media library. It lives outside the context menu, so closing the menu does not close it. */
export function openMediaLibrary(request: LibraryRequest = {}): void {
  editorStore.set(mediaLibraryAtom, request);
}

/** The one media library of the editor, shown while a request is open. */
export function MediaLibraryHost({ texts, container }: { texts: MediaTexts; container?: HTMLElement | null }) {
  const request = useAtomValue(mediaLibraryAtom);
  if (!request) return null;
  const pick = request.onPick;
  return (
    <MediaLibrary
      texts={texts}
      open
      onOpenChange={(open) => !open && close()}
      initialType={request.initialType}
      onPick={
        pick
          ? (entry) => {
              close();
              pick(entry);
            }
          : undefined
      }
      container={container}
    />
  );
}
