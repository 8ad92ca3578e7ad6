import type { SliderLabels } from "../sliders/labels";

/** The play/pause button of a slider that plays by itself (WCAG 2.2.2: moving content can be paused). */
export function AutoplayToggle({ playing, onToggle, labels }: { playing: boolean; onToggle: () => void; labels: SliderLabels }) {
  return (
    <button type="button" className="slider-controls__button slider-controls__play" aria-label={playing ? labels.pause : labels.play} onClick={onToggle}>
      <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
    </button>
  );
}
