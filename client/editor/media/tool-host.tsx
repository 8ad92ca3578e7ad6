import { useSyncExternalStore } from "react";
import type { MediaEntry } from "../../../common/media/media-api";
import { CropDialog } from "./crop-dialog";
import { FocalPointDialog } from "./focal-point-dialog";
import type { MediaTexts } from "./media-texts";

/** A crop or focal point edit opened from a picture's own menu, and what follows it (the page shows the result). */
export type ToolRequest = { entry: MediaEntry; tool: "crop" | "focal"; onCropped: (copy: MediaEntry) => void; onFocalSaved: () => void };

let current: ToolRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: ToolRequest | null) => {
  current = next;
  for (const listener of listeners) listener();
};

/** Opens the crop or focal point dialog for one medium (it lives outside the menu, which closes). */
export function openMediaTool(request: ToolRequest): void {
  set(request);
}

/** The crop and focal point dialogs of a picture's menu (the library has its own, over its tiles). */
export function MediaToolHost({ texts, container }: { texts: MediaTexts; container?: HTMLElement | null }) {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
  if (!request) return null;
  const close = (open: boolean) => !open && set(null);
  return request.tool === "crop" ? (
    <CropDialog
      entry={request.entry}
      texts={texts}
      open
      onOpenChange={close}
      onCropped={(copy) => {
        set(null);
        request.onCropped(copy);
      }}
      container={container}
    />
  ) : (
    <FocalPointDialog
      entry={request.entry}
      texts={texts}
      open
      onOpenChange={close}
      onSaved={() => {
        set(null);
        request.onFocalSaved();
      }}
      container={container}
    />
  );
}
