import { lazy, Suspense, useState } from "react";
import type { Area } from "react-easy-crop";
import type { CropArea, MediaEntry } from "../../../common/media/media-api";
import { cropMedium } from "./media-actions";
import { MediaEditDialog } from "./media-edit-dialog";
import type { MediaTexts } from "./texts";

// The cropper loads on first use only (the editor budget: cropper code is not part of the editor entry).
const Cropper = lazy(() => import("react-easy-crop"));

/** Rounds the cropper's percentages and keeps them inside the image (the worker refuses anything else). */
function toCropArea(area: Area): CropArea {
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100));
  const x = clamp(area.x);
  const y = clamp(area.y);
  return { x, y, width: Math.max(0.01, Math.min(clamp(area.width), 100 - x)), height: Math.max(0.01, Math.min(clamp(area.height), 100 - y)) };
}

/** Pan and zoom crop of an image; saving stores the rectangle (percent) as a derived medium. */
export function CropDialog({
  entry,
  texts,
  open,
  onOpenChange,
  onCropped,
  container,
}: {
  entry: MediaEntry;
  texts: MediaTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCropped: (entry: MediaEntry) => void;
  container?: HTMLElement | null;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const aspect = entry.resolution ? entry.resolution.width / entry.resolution.height : 4 / 3;
  const save = async () => {
    if (area) onCropped(await cropMedium(entry, toCropArea(area), texts));
  };

  return (
    <MediaEditDialog
      title={texts.cropTitle}
      className="media-dialog--crop"
      texts={texts}
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      canSave={!!area}
      onSave={save}
    >
      <div className="media-crop-area" data-crop-area="">
        <Suspense fallback={<p>{texts.saving}</p>}>
          <Cropper
            image={entry.publicUrl}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(percent) => setArea(percent)}
          />
        </Suspense>
      </div>
      <label className="media-dialog__field">
        {texts.zoom}
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
    </MediaEditDialog>
  );
}
