import * as Dialog from "@radix-ui/react-dialog";
import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { EDITOR_FOCAL_DEFAULT, objectPosition } from "../../../common/media/focal-crop";
import type { FocalPoint, MediaEntry } from "../../../common/media/media-api";
import { saveFocalPoint } from "./media-actions";
import type { MediaTexts } from "./media-texts";

const STEP = 0.05;
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/** The focal point editor: starts at 0.1/0.1 when none is set (editor-side section 9); click or arrow keys move it. */
export function FocalPointDialog({ entry, texts, open, onOpenChange, onSaved, container }: { entry: MediaEntry; texts: MediaTexts; open: boolean; onOpenChange: (open: boolean) => void; onSaved: (focal: FocalPoint) => void; container?: HTMLElement | null }) {
  const [point, setPoint] = useState<FocalPoint>(entry.focalPoint ?? EDITOR_FOCAL_DEFAULT);
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      await saveFocalPoint(entry, point, texts);
      onSaved(point);
      onOpenChange(false);
    } catch {
      // The toast said what failed; the point stays where the editor put it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="media-dialog__overlay" />
        <Dialog.Content className="media-dialog media-dialog--focal">
          <Dialog.Title className="media-dialog__title">{texts.focalTitle}</Dialog.Title>
          <Dialog.Description className="media-dialog__help">{texts.focalHelp}</Dialog.Description>
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
          <div className="media-dialog__actions">
            <Dialog.Close className="button">{texts.cancel}</Dialog.Close>
            <button type="button" className="button button--primary" onClick={save} disabled={busy} aria-busy={busy || undefined}>
              {texts.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
