import * as Dialog from "@radix-ui/react-dialog";
import { lazy, Suspense, useState } from "react";
import type { Area } from "react-easy-crop";
import type { CropArea, MediaEntry } from "../../../common/media/media-api";
import { cropMedium } from "./media-actions";
import type { MediaTexts } from "./media-texts";

// The cropper loads on first use only (design/editor.md: cropper code is not part of the editor entry).
const Cropper = lazy(() => import("react-easy-crop"));

/** Rounds the cropper's percentages and keeps them inside the image (the worker refuses anything else). */
export function toCropArea(area: Area): CropArea {
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100));
  const x = clamp(area.x);
  const y = clamp(area.y);
  return { x, y, width: Math.max(0.01, Math.min(clamp(area.width), 100 - x)), height: Math.max(0.01, Math.min(clamp(area.height), 100 - y)) };
}

/** Pan and zoom crop of an image; saving stores the rectangle (percent) as a derived medium. */
export function CropDialog({ entry, texts, open, onOpenChange, onCropped, container }: { entry: MediaEntry; texts: MediaTexts; open: boolean; onOpenChange: (open: boolean) => void; onCropped: (entry: MediaEntry) => void; container?: HTMLElement | null }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const aspect = entry.resolution ? entry.resolution.width / entry.resolution.height : 4 / 3;

  const save = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropMedium(entry, toCropArea(area), texts));
      onOpenChange(false);
    } catch {
      // The toast has said what failed; the dialog stays open with the editor's rectangle.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="media-dialog__overlay" />
        <Dialog.Content className="media-dialog media-dialog--crop" aria-describedby={undefined}>
          <Dialog.Title className="media-dialog__title">{texts.cropTitle}</Dialog.Title>
          <div className="media-crop-area" data-crop-area="">
            <Suspense fallback={<p>{texts.saving}</p>}>
              <Cropper image={entry.publicUrl} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(percent) => setArea(percent)} />
            </Suspense>
          </div>
          <label className="media-dialog__field">
            {texts.zoom}
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
          </label>
          <div className="media-dialog__actions">
            <Dialog.Close className="button">{texts.cancel}</Dialog.Close>
            <button type="button" className="button button--primary" onClick={save} disabled={!area || busy} aria-busy={busy || undefined}>
              {texts.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
