import { useEffect, useRef, useState } from "react";
import { SLIDE_TWEEN_MS } from "../../sliders/carousel";
import { formatOf, type SliderLabels } from "../../sliders/labels";
import { dragDirection, enabledInDrawer, SCROLL_LOCK_CLASS, type ScrollDirection, scrollSliderStep } from "../../sliders/scroll-lock";

/**
 * Scroll-locking slider (stepFeedBoard layout "slider", visitor-side section 4), hand-written (no tween library:
 * a CSS transition of 0.5 s does the tween). When the block's top reaches the top of its scroller (the page, or
 * the scrolling panel of the drawer it sits in) the page is aligned to it and locked (a jump of more than a screen past it does not lock); wheel or touch drags over 20 px change the step;
 * moving up at the first step or down at the last releases the lock, and the page scrolls on. Inside a drawer it
 * works only while the drawer is full screen and done animating (re-checked on `drawer-change`); `drawer-close`
 * releases it. Keyboard: arrow/page keys move, Escape or tabbing out releases; the buttons and dots work always.
 */
export type ScrollSliderProps = { listId: string; count: number; labels: SliderLabels };

/** The block must move this far away from the aligned position before it locks again after a release. */
const REARM_PX = 48;
/** Wheel deltas of one gesture add up until the wheel rests this long. */
const WHEEL_GESTURE_MS = 160;
const LOCK_CLASS = SCROLL_LOCK_CLASS;

export function ScrollSlider({ listId, count, labels }: ScrollSliderProps) {
  const [ready, setReady] = useState(false);
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const api = useRef<{ move: (direction: ScrollDirection) => void; goTo: (i: number) => void } | null>(null);

  useEffect(() => {
    const list = document.getElementById(listId);
    const root = list?.closest<HTMLElement>("[data-scroll-slider]");
    if (!list || !root) return;
    root.classList.add("is-enhanced");
    setReady(true);

    let current = 0;
    let isLocked = false;
    let armed = true;
    let busyUntil = 0;
    let wheelSum = 0;
    /** True once the running wheel gesture has moved a step or locked the page (see onWheel). */
    let gestureUsed = false;
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    let lastTop: number | null = null;

    /** A wheel gesture ends when the wheel has rested for WHEEL_GESTURE_MS. */
    const restartGestureTimer = () => {
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => {
        wheelSum = 0;
        gestureUsed = false;
      }, WHEEL_GESTURE_MS);
    };
    const drawer = () => root.closest<HTMLElement>("[data-drawer]");
    const enabled = () => {
      const d = drawer();
      return enabledInDrawer(d ? { snap: d.dataset.drawerSnap, animating: d.dataset.drawerAnimating } : null);
    };
    /** The nearest scrolling ancestor (a drawer's panel, say), or null for the page itself. */
    const scroller = (): HTMLElement | null => {
      for (let el = root.parentElement; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
        const { overflowY } = getComputedStyle(el);
        if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight) return el;
      }
      return null;
    };
    /** The block's top relative to the top of its scroller. */
    const topInScroller = () => root.getBoundingClientRect().top - (scroller()?.getBoundingClientRect().top ?? 0);

    const show = (i: number) => {
      current = i;
      busyUntil = performance.now() + SLIDE_TWEEN_MS;
      list.style.setProperty("--slide-index", String(i));
      list.dataset.index = String(i);
      Array.from(list.children).forEach((slide, n) => {
        slide.toggleAttribute("inert", n !== i);
        if (n === i) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      });
      setIndex(i);
    };
    const lock = () => {
      if (isLocked || !enabled()) return;
      (scroller() ?? window).scrollBy({ top: topInScroller(), behavior: "instant" });
      isLocked = true;
      // The wheel gesture that brought the block here must not also move it.
      gestureUsed = true;
      restartGestureTimer();
      root.dataset.locked = "true";
      document.body.classList.add(LOCK_CLASS);
      setLocked(true);
    };
    const release = () => {
      wheelSum = 0;
      if (!isLocked) return;
      isLocked = false;
      armed = false;
      lastTop = topInScroller();
      root.dataset.locked = "false";
      document.body.classList.remove(LOCK_CLASS);
      setLocked(false);
    };
    const move = (direction: ScrollDirection) => {
      const step = scrollSliderStep(current, count, direction);
      if (step.kind === "release") release();
      else show(step.index);
    };
    api.current = { move, goTo: show };

    /** The height of the scroller's visible part (the window's, for the page). */
    const viewportHeight = () => scroller()?.clientHeight ?? window.innerHeight;

    // Lock when the block's top crosses (or sits on) the scroller's top edge, from either side, while the visitor
    // scrolls. A jump of more than a screen in one step (an anchor link, a find in the page, the End key, focus
    // moving to a field below) is not scrolling through the block: it crosses without locking. A drawer that becomes
    // full screen checks where the block went meanwhile (`afterScroll` false): crossed is crossed then.
    const check = (afterScroll = true) => {
      if (isLocked || !enabled()) return;
      const top = topInScroller();
      if (!armed) {
        if (Math.abs(top) > REARM_PX) armed = true;
        lastTop = top;
        return;
      }
      const crossed = lastTop !== null && Math.sign(lastTop) !== Math.sign(top) && (!afterScroll || Math.abs(top - lastTop) <= viewportHeight());
      lastTop = top;
      if (crossed || Math.abs(top) < 2) lock();
    };

    // One wheel gesture moves one step: after a move, the rest of the gesture (a trackpad's inertia) is ignored
    // until the wheel has rested for WHEEL_GESTURE_MS.
    const onWheel = (event: WheelEvent) => {
      if (!isLocked) return;
      event.preventDefault();
      restartGestureTimer();
      if (gestureUsed || performance.now() < busyUntil) return;
      wheelSum += event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const direction = dragDirection(wheelSum);
      if (!direction) return;
      wheelSum = 0;
      gestureUsed = true;
      move(direction);
    };
    let touchY: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      if (isLocked && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      const end = event.changedTouches[0]?.clientY;
      if (!isLocked || touchY === null || end === undefined) return;
      // A finger dragged up moves the page down: the next step.
      const direction = dragDirection(touchY - end);
      touchY = null;
      if (direction && performance.now() >= busyUntil) move(direction);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isLocked) return;
      if (event.key === "Escape") {
        release();
        return;
      }
      const direction = event.key === "ArrowDown" || event.key === "PageDown" ? "down" : event.key === "ArrowUp" || event.key === "PageUp" ? "up" : null;
      if (!direction || (event.target instanceof HTMLElement && event.target.closest("input, textarea, select"))) return;
      event.preventDefault();
      move(direction);
    };
    // Keyboard users tabbing past the block move on (a tap that focuses an ancestor such as <main> does not count).
    const onFocusIn = (event: FocusEvent) => {
      if (isLocked && event.target instanceof Node && !root.contains(event.target) && !event.target.contains(root)) release();
    };
    const onDrawerChange = (event: Event) => {
      if (!(event.target instanceof Node) || !event.target.contains(root)) return;
      if (!enabled()) release();
      else check(false);
    };
    const onDrawerClose = (event: Event) => {
      if (event.target instanceof Node && event.target.contains(root)) release();
    };

    const onScroll = () => check();
    show(0);
    check();
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    window.addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("touchstart", onTouchStart, { passive: true });
    window.addEventListener("touchmove", onTouchMove, { passive: false });
    window.addEventListener("touchend", onTouchEnd, { passive: true });
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("drawer-change", onDrawerChange);
    document.addEventListener("drawer-close", onDrawerClose);
    return () => {
      clearTimeout(wheelTimer);
      release();
      document.removeEventListener("scroll", onScroll, { capture: true });
      window.removeEventListener("wheel", onWheel);
      window.removeEventListener("touchstart", onTouchStart);
      window.removeEventListener("touchmove", onTouchMove);
      window.removeEventListener("touchend", onTouchEnd);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("drawer-change", onDrawerChange);
      document.removeEventListener("drawer-close", onDrawerClose);
      root.classList.remove("is-enhanced");
      api.current = null;
    };
  }, [listId, count]);

  if (count < 1) return null;
  return (
    <div className="scroll-slider__controls" hidden={!ready}>
      <button type="button" className="slider-controls__button" aria-controls={listId} aria-label={labels.previous} onClick={() => api.current?.move("up")}>
        <span aria-hidden="true">↑</span>
      </button>
      <ul className="slider-controls__dots scroll-slider__dots" aria-label={labels.dots}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a step, nothing else identifies it.
          <li key={i}>
            <button
              type="button"
              className="slider-controls__dot"
              aria-controls={listId}
              aria-label={formatOf(labels.slideOf, i + 1, count)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => api.current?.goTo(i)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="slider-controls__button" aria-controls={listId} aria-label={labels.next} onClick={() => api.current?.move("down")}>
        <span aria-hidden="true">↓</span>
      </button>
      <p className="visually-hidden" aria-live="polite">
        {ready ? `${formatOf(labels.slideOf, index + 1, count)}${locked ? `. ${labels.lockedHint}` : ""}` : ""}
      </p>
    </div>
  );
}
