import { useEffect, useRef, useState } from "react";
import { debounce } from "../../sliders/carousel";
import { formatOf, type SliderLabels } from "../../sliders/labels";
import { AutoplayToggle } from "../../islands/autoplay-toggle";
import { type SliderProgressEvent, sliderProgress, sliderProgressEvent } from "../../sliders/progress";

/**
 * Content slider: the server's scroll-snap row stays the slider (native touch scrolling and snapping); this island
 * adds previous/next buttons, the progress bar (weights in common/sliders/progress.ts), optional autoplay, and on
 * every slide change pushes `slider_progress_update` to `window.dataLayer` (created when absent), naming the page
 * by its id (visitor-side section 7), the same in every language and after a slug change.
 */
export type ContentSliderProps = { listId: string; sliderId: string; pageId: string; count: number; labels: SliderLabels; autoplay?: boolean };

const AUTOPLAY_MS = 6000;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Where the row stands: the slide at its start edge and how many slides fit at once. */
function measure(list: HTMLElement, count: number): { index: number; perView: number } {
  const slides = list.children;
  if (slides.length < 2) return { index: 0, perView: 1 };
  const first = slides[0] as HTMLElement;
  const stride = (slides[1] as HTMLElement).offsetLeft - first.offsetLeft || first.offsetWidth || 1;
  const style = getComputedStyle(list);
  const inner = list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  const perView = Math.max(1, Math.floor((inner + (stride - first.offsetWidth) + 1) / stride));
  const last = Math.max(0, count - perView);
  const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 2;
  return { index: atEnd ? last : Math.min(last, Math.max(0, Math.round(list.scrollLeft / stride))), perView };
}

export function ContentSlider({ listId, sliderId, pageId, count, labels, autoplay = false }: ContentSliderProps) {
  const [ready, setReady] = useState(false);
  const [{ index, perView }, setPosition] = useState({ index: 0, perView: 1 });
  const [playing, setPlaying] = useState(autoplay);
  const last = useRef(0);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    setReady(true);
    const update = () => {
      const next = measure(list, count);
      setPosition(next);
      if (next.index !== last.current) {
        last.current = next.index;
        const event: SliderProgressEvent = sliderProgressEvent(sliderId, pageId, next.index, count, next.perView);
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push(event);
      }
    };
    update();
    const settled = debounce(update, 80);
    list.addEventListener("scroll", settled, { passive: true });
    window.addEventListener("resize", settled);
    return () => {
      settled.cancel();
      list.removeEventListener("scroll", settled);
      window.removeEventListener("resize", settled);
    };
  }, [listId, sliderId, pageId, count]);

  const goTo = (target: number) => {
    const list = document.getElementById(listId);
    const slide = list?.children[Math.max(0, Math.min(count - 1, target))] as HTMLElement | undefined;
    if (!list || !slide) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: slide.offsetLeft - (list.children[0] as HTMLElement).offsetLeft, behavior: reduce ? "auto" : "smooth" });
  };

  const positions = Math.max(1, count - perView + 1);
  useEffect(() => {
    if (!playing || !ready || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.getElementById(listId)?.closest<HTMLElement>("[data-content-slider]");
    const timer = setInterval(() => {
      if (root?.matches(":hover, :focus-within")) return;
      const list = document.getElementById(listId);
      if (!list) return;
      const { index: current, perView: fit } = measure(list, count);
      const target = current >= count - fit ? 0 : current + 1;
      list.scrollTo({ left: (list.children[target] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft, behavior: "smooth" });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, ready, listId, count]);

  const progress = sliderProgress(index, count, perView);
  const percent = Math.round(progress.totalProgress * 100);
  return (
    <div className="content-slider__controls container">
      <div
        className="slider-progress"
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={formatOf(labels.slideOf, index + 1, positions)}
      >
        <span className="slider-progress__thumb" style={{ left: `${progress.offset * 100}%`, width: `${progress.weight * 100}%` }} />
      </div>
      <div className="slider-controls" hidden={!ready || count < 2}>
        <button
          type="button"
          className="slider-controls__button"
          aria-controls={listId}
          aria-label={labels.previous}
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="slider-controls__button"
          aria-controls={listId}
          aria-label={labels.next}
          disabled={index >= positions - 1}
          onClick={() => goTo(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        {autoplay && <AutoplayToggle playing={playing} onToggle={() => setPlaying((p) => !p)} labels={labels} />}
      </div>
    </div>
  );
}
