import { useCallback, useEffect, useRef, useState } from "react";
import { debounce, itemsPerView, positionCount, RESIZE_DEBOUNCE_MS, swipeStep, wrapIndex } from "../sliders/carousel";
import { formatOf, type SliderLabels } from "../sliders/labels";
import { AutoplayToggle } from "./autoplay-toggle";

/**
 * Carousel (imageBoard / goFeed "carousel") and review slider, hand-written rather than Swiper: the behaviour the
 * spec asks for (wrap, 50 px swipe, buttons, dots, arrows, 3/2/1 per view) is about 2 KB gzip here, Swiper's core
 * alone is over ten times that, and the server-rendered scroll-snap row already covers the no-script case.
 *
 * The slides stay server markup (images, rich text): this island renders the controls and enhances the list
 * `listId` in place. Its root (`[data-slider-root]`) gets `is-enhanced`, which turns the scroll row into a track
 * moved by a transform; slides out of view become inert so keyboard focus stays on what is visible.
 */
export type SliderProps = {
  listId: string;
  count: number;
  labels: SliderLabels;
  /** Advance every 6 s, paused while the pointer or focus is inside, by the pause button or for reduced motion. */
  autoplay?: boolean;
};

const AUTOPLAY_MS = 6000;

type Mode = "single" | "responsive";

/** Image / card carousel: one slide per view. */
export function Carousel(props: SliderProps) {
  return <SliderControls {...props} mode="single" />;
}

/** Review slider: 3 reviews per view from 1024 px, 2 from 768 px, otherwise 1; re-laid out 200 ms after a resize. */
export function ReviewSlider(props: SliderProps) {
  return <SliderControls {...props} mode="responsive" />;
}

function SliderControls({ listId, count, labels, mode, autoplay = false }: SliderProps & { mode: Mode }) {
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(autoplay);
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const positions = positionCount(count, perView);
  const indexRef = useRef(0);
  indexRef.current = index;
  const positionsRef = useRef(positions);
  positionsRef.current = positions;

  const go = useCallback((target: number) => setIndex(wrapIndex(target, positionsRef.current)), []);

  // Enhance the server list: layout, swipe (pointer events cover touch, pen and mouse), keyboard arrows.
  useEffect(() => {
    const list = document.getElementById(listId);
    const root = list?.closest<HTMLElement>("[data-slider-root]");
    if (!list || !root) return;
    root.classList.add("is-enhanced");
    list.scrollLeft = 0;
    setReady(true);

    const layout = () => setPerView(mode === "responsive" ? itemsPerView(window.innerWidth) : 1);
    layout();
    const onResize = debounce(layout, RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);

    let start: { x: number; y: number; id: number } | null = null;
    let suppressClick = false;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (step === 0) return;
      suppressClick = true;
      setIndex((i) => wrapIndex(i + step, positionsRef.current));
    };
    const onCancel = () => {
      start = null;
    };
    // A swipe over a linked card must not also follow the link.
    const onClick = (event: MouseEvent) => {
      if (!suppressClick) return;
      suppressClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select")) return;
      event.preventDefault();
      setIndex((i) => wrapIndex(i + (event.key === "ArrowRight" ? 1 : -1), positionsRef.current));
    };
    list.addEventListener("pointerdown", onDown);
    list.addEventListener("pointerup", onUp);
    list.addEventListener("pointercancel", onCancel);
    list.addEventListener("click", onClick, true);
    list.addEventListener("dragstart", onDragStart);
    root.addEventListener("keydown", onKey);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
      list.removeEventListener("pointerdown", onDown);
      list.removeEventListener("pointerup", onUp);
      list.removeEventListener("pointercancel", onCancel);
      list.removeEventListener("click", onClick, true);
      list.removeEventListener("dragstart", onDragStart);
      root.removeEventListener("keydown", onKey);
      root.classList.remove("is-enhanced");
    };
  }, [listId, mode]);

  // Autoplay: stops for good when the visitor prefers reduced motion; pauses while hovered or focused.
  useEffect(() => {
    if (!playing || !ready) return;
    const root = document.getElementById(listId)?.closest<HTMLElement>("[data-slider-root]");
    if (!root || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => {
      if (!root.matches(":hover, :focus-within")) setIndex((i) => wrapIndex(i + 1, positionsRef.current));
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, ready, listId]);

  // A wider layout has fewer stop positions: keep the index inside them.
  useEffect(() => {
    if (indexRef.current > positions - 1) setIndex(positions - 1);
  }, [positions]);

  // Show the current position; slides out of view leave the tab order and the accessibility tree.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list || !ready) return;
    list.style.setProperty("--slider-index", String(index));
    list.style.setProperty("--per-view", String(perView));
    list.dataset.index = String(index);
    list.dataset.perView = String(perView);
    Array.from(list.children).forEach((slide, i) => {
      const visible = i >= index && i < index + perView;
      slide.toggleAttribute("inert", !visible);
      if (visible) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
  }, [listId, index, perView, ready]);

  if (count < 2) return null;
  return (
    <div className="slider-controls" hidden={!ready}>
      <button type="button" className="slider-controls__button" aria-controls={listId} aria-label={labels.previous} onClick={() => go(index - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="slider-controls__dots" aria-label={labels.dots}>
        {Array.from({ length: positions }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position, nothing else identifies it.
          <li key={i}>
            <button
              type="button"
              className="slider-controls__dot"
              aria-controls={listId}
              aria-label={formatOf(labels.slideOf, i + 1, positions)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="slider-controls__button" aria-controls={listId} aria-label={labels.next} onClick={() => go(index + 1)}>
        <span aria-hidden="true">›</span>
      </button>
      {autoplay && <AutoplayToggle playing={playing} onToggle={() => setPlaying((p) => !p)} labels={labels} />}
      <p className="visually-hidden" aria-live={playing ? "off" : "polite"}>
        {ready ? formatOf(labels.slideOf, index + 1, positions) : ""}
      </p>
    </div>
  );
}
