import { afterEach, describe, expect, it, vi } from "vitest";
import { ratingStars } from "../blocks/review-slider/stars";
import { DRAG_THRESHOLD_PX, debounce, itemsPerView, positionCount, SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from "./carousel";
import { pageInfo } from "./pagination";
import { progressWeight, sliderProgress, sliderProgressEvent } from "./progress";
import { dragDirection, enabledInDrawer, scrollSliderStep } from "./scroll-lock";

describe("wrapIndex", () => {
  it("wraps forwards from the last slide to the first", () => {
    expect(wrapIndex(4, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(6, 5)).toBe(1);
  });
  it("wraps backwards from the first slide to the last", () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
  });
  it("is 0 without slides or with a non-number", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });
});

describe("swipeStep (threshold 50 px)", () => {
  it("ignores swipes up to 50 px and moves from 51 px", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(49)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(51)).toBe(-1);
  });
  it("leaves mostly vertical movements to the page", () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(-60, 20)).toBe(1);
  });
});

describe("itemsPerView", () => {
  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
  ])("%i px -> %i", (width, count) => {
    expect(itemsPerView(width)).toBe(count);
  });
  it("counts the stop positions of a multi-item row", () => {
    expect(positionCount(7, 3)).toBe(5);
    expect(positionCount(2, 3)).toBe(1);
    expect(positionCount(6, 1)).toBe(6);
  });
});

describe("stars", () => {
  it("shows a half star from a fraction of .5", () => {
    expect(ratingStars(4.49)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(ratingStars(4.5)).toEqual(["full", "full", "full", "full", "half"]);
  });
});

describe("debounce", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it("runs once, 200 ms after the last call of a burst", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    vi.advanceTimersByTime(150);
    d(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    d(3);
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe("sliderProgress", () => {
  it("weighs the thumb 0.5 per visible slide, at most 0.8", () => {
    expect(progressWeight(1)).toBe(0.5);
    expect(progressWeight(2)).toBe(0.8);
    expect(progressWeight(3)).toBe(0.8);
  });
  it("moves the thumb from the weight at the first slide to 1 at the last", () => {
    expect(sliderProgress(0, 5)).toEqual({ weight: 0.5, offset: 0, totalProgress: 0.5 });
    expect(sliderProgress(2, 5)).toEqual({ weight: 0.5, offset: 0.25, totalProgress: 0.75 });
    expect(sliderProgress(4, 5)).toEqual({ weight: 0.5, offset: 0.5, totalProgress: 1 });
    expect(sliderProgress(0, 6, 2)).toEqual({ weight: 0.8, offset: 0, totalProgress: 0.8 });
    expect(sliderProgress(4, 6, 2)).toEqual({ weight: 0.8, offset: 0.2, totalProgress: 1 });
  });
  it("clamps the index and fills the track when all slides are visible", () => {
    expect(sliderProgress(9, 5).totalProgress).toBe(1);
    expect(sliderProgress(-3, 5).totalProgress).toBe(0.5);
    expect(sliderProgress(0, 2, 3)).toEqual({ weight: 1, offset: 0, totalProgress: 1 });
  });
  it("builds the analytics payload", () => {
    expect(sliderProgressEvent("b1", "/de/einblicke", 1, 3)).toEqual({
      event: "slider_progress_update",
      sliderId: "b1",
      pageId: "/de/einblicke",
      totalProgress: 0.75,
      totalSlideCount: 3,
      currentIndex: 1,
    });
  });
});

describe("pageInfo", () => {
  it("pages 7 members in pages of 5", () => {
    expect(pageInfo(0, 7, 5)).toEqual({ page: 0, pageCount: 2, start: 0, end: 5, hasPrevious: false, hasNext: true });
    expect(pageInfo(1, 7, 5)).toEqual({ page: 1, pageCount: 2, start: 5, end: 7, hasPrevious: true, hasNext: false });
    expect(pageInfo(5, 7, 5).page).toBe(1);
    expect(pageInfo(0, 0, 5)).toEqual({ page: 0, pageCount: 1, start: 0, end: 0, hasPrevious: false, hasNext: false });
  });
});

describe("scroll-locking slider", () => {
  it("needs a movement over 20 px", () => {
    expect(DRAG_THRESHOLD_PX).toBe(20);
    expect(dragDirection(19)).toBeNull();
    expect(dragDirection(20)).toBeNull();
    expect(dragDirection(21)).toBe("down");
    expect(dragDirection(-21)).toBe("up");
  });
  it("moves between slides and releases at the first (up) and last (down) slide", () => {
    expect(scrollSliderStep(0, 4, "down")).toEqual({ kind: "move", index: 1 });
    expect(scrollSliderStep(2, 4, "up")).toEqual({ kind: "move", index: 1 });
    expect(scrollSliderStep(0, 4, "up")).toEqual({ kind: "release" });
    expect(scrollSliderStep(3, 4, "down")).toEqual({ kind: "release" });
  });
  it("works in a drawer only when it is full screen and no longer animating", () => {
    expect(enabledInDrawer(null)).toBe(true);
    expect(enabledInDrawer({ snap: "1", animating: "false" })).toBe(true);
    expect(enabledInDrawer({ snap: "0.2", animating: "false" })).toBe(false);
    expect(enabledInDrawer({ snap: "1", animating: "true" })).toBe(false);
    expect(enabledInDrawer({ snap: undefined, animating: undefined })).toBe(false);
  });
});
