import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { EDITOR_FOCAL_DEFAULT, objectPosition } from "../../../common/media/focal-crop";
import type { FocalPoint, MediaEntry } from "../../../common/media/media-api";
import { saveFocalPoint } from "./media-actions";
import { MediaEditDialog } from "./media-edit-dialog";
import type { MediaTexts } from "./texts";

const STEP = 0.05;
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/** The focal point editor: starts at the centre when none is set (docs/decisions/080); click or arrow keys move it. */
export function FocalPointDialog({
  entry,
  texts,
  open,
  onOpenChange,
  onSaved,
  container,
}: {
  entry: MediaEntry;
  texts: MediaTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (focal: FocalPoint) => void;
  container?: HTMLElement | null;
}) {
  const [point, setPoint] = useState<FocalPoint>(entry.focalPoint ?? EDITOR_FOCAL_DEFAULT);

  const place = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[event.key];
    if (!delta) return;
    event.preventDefault();
    setPoint((p) => ({ x: clamp(p.x + delta[0]!), y: clamp(p.y + delta[1]!) }));
  };
  const save = async () => {
    await saveFocalPoint(entry, point, texts);
    onSaved(point);
  };

  return (
    <MediaEditDialog
      title={texts.focalTitle}
      help={texts.focalHelp}
      className="media-dialog--focal"
      texts={texts}
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      onSave={save}
    >
      <div
        className="media-focal"
        role="slider"
        tabIndex={0}
        aria-label={texts.focalPoint}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(point.x * 100)}
        aria-valuetext={`${Math.round(point.x * 100)} %, ${Math.round(point.y * 100)} %`}
        data-focal={`${point.x},${point.y}`}
        onPointerDown={place}
        onKeyDown={move}
      >
        <img src={entry.publicUrl} alt="" draggable={false} />
        <span className="media-focal__marker" style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }} aria-hidden="true" />
      </div>
      <div className="media-focal__preview" aria-hidden="true">
        <img src={entry.publicUrl} alt="" style={{ objectPosition: objectPosition(point) }} />
      </div>
    </MediaEditDialog>
  );
}
