import { useAtomValue } from "jotai";
import { mediaToolAtom, type ToolRequest } from "../state/overlays";
import { editorStore } from "../state/store";
import { CropDialog } from "./crop-dialog";
import { FocalPointDialog } from "./focal-point-dialog";
import type { MediaTexts } from "./texts";

const close = () => editorStore.set(mediaToolAtom, null);

/** Opens the crop or focal point dialog for one medium (it lives outside the menu, which closes). */
export function openMediaTool(request: ToolRequest): void {
  editorStore.set(mediaToolAtom, request);
}

/** The crop and focal point dialogs of a picture's menu (the library has its own, over its tiles). */
export function MediaToolHost({ texts, container }: { texts: MediaTexts; container?: HTMLElement | null }) {
  const request = useAtomValue(mediaToolAtom);
  if (!request) return null;
  const closed = (open: boolean) => !open && close();
  return request.tool === "crop" ? (
    <CropDialog
      entry={request.entry}
      texts={texts}
      open
      onOpenChange={closed}
      onCropped={(copy) => {
        close();
        request.onCropped(copy);
      }}
      container={container}
    />
  ) : (
    <FocalPointDialog
      entry={request.entry}
      texts={texts}
      open
      onOpenChange={closed}
      onSaved={() => {
        close();
        request.onFocalSaved();
      }}
      container={container}
    />
  );
}
