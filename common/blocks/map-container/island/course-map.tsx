import { type CSSProperties, type KeyboardEvent, type TouchEvent, type WheelEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  DEFAULT_THEME,
  DRAWER_ANIMATION_MS,
  DRAWER_WIDTH_NARROW,
  DRAWER_WIDTH_WIDE,
  type DrawerSnap,
  LOCATE_TIP_SESSION_KEY,
  type MapTheme,
  SNAP_FULL,
  SNAP_PEEK,
  THEME_STORAGE_KEY,
} from "../../../map/constants";
import { clampIndex, gestureOf, snapAfter, stepIndex, wheelStep } from "../../../map/drawer";
import type { LngLat } from "../../../map/geo";
import { coursePicture } from "../../../map/picture";
import type { MapStop } from "../../../map/stops";
import { mapTexts } from "../../../map/texts";
import { parseTheme } from "../../../map/theme";
import type { Locale } from "../../../locales";
import { SCROLL_LOCK_CLASS } from "../../../sliders/scroll-lock";
import { CoursePictureView } from "./course-picture";
import { StopBlocks } from "./stop-blocks";
import type { MapCanvasElement, MapEngine } from "./engine";
import { watchHeading } from "./orientation";
import { readStorage, writeStorage } from "./storage";

/** Drawer widths of the viewport (spec: 0.9 and 0.8); the stylesheet picks one at DRAWER_WIDE_FROM px. */
const DRAWER_WIDTHS = { "--drawer-narrow": `${DRAWER_WIDTH_NARROW * 100}vw`, "--drawer-wide": `${DRAWER_WIDTH_WIDE * 100}vw` } as CSSProperties;

export type CourseMapProps = {
  locale: Locale;
  /** Accessible name of the map (block title or a generic one). */
  label: string;
  stops: MapStop[];
  route: LngLat[] | null;
  /** Whole course (one drawer per stop) or a single point (no drawers). */
  drawers: boolean;
  /** Heading level of the stop titles (below the block title). */
  heading: "h2" | "h3";
};

/** Details of the drawer-change event (the scroll-locking slider inside a drawer listens to it). */
export type DrawerChangeDetail = { index: number; snap: DrawerSnap; animating: boolean };

/**
 * The map block's island. The server renders the sized frame, the tools and the stops (a horizontally
 * scrollable list: usable without JavaScript); a course also gets its picture (decision 097). In the browser the
 * drawers become interactive; maplibre is fetched on demand (dynamic import) when the visitor asks for the map
 * (the picture touched, dragged or wheeled, "Karte bedienen", the locate button; "Karte anzeigen" for a single
 * point) and draws the map into the same frame.
 */
export function CourseMap({ locale, label, stops, route, drawers, heading }: CourseMapProps) {
  const texts = mapTexts(locale);
  const canvasRef = useRef<MapCanvasElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const drawerRefs = useRef<(HTMLElement | null)[]>([]);
  const drawersRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  /** Whether the map is wanted: only when the visitor asks for it (decision 097). */
  const [active, setActive] = useState(false);
  /** A course shows its picture until the map has drawn its first frame. */
  const picture = useMemo(() => (drawers ? coursePicture(stops, route) : null), [drawers, stops, route]);
  const [mapDrawn, setMapDrawn] = useState(false);
  /** A position found before the map was there (the locate button also starts the map). */
  const pendingPosition = useRef<LngLat | null>(null);
  /** Started from the "Karte bedienen" button: the keyboard moves on to the map (its button is gone). */
  const focusMap = useRef(false);
  const [theme, setTheme] = useState<MapTheme>(DEFAULT_THEME);
  /** The theme when the engine is created (a toggle may come before maplibre has loaded). */
  const themeRef = useRef<MapTheme>(DEFAULT_THEME);
  const [tip, setTip] = useState(false);
  const [index, setIndex] = useState(0);
  const [snap, setSnap] = useState<DrawerSnap>(SNAP_PEEK);
  const [animating, setAnimating] = useState(false);
  const flown = useRef(index);
  const lastSnap = useRef<DrawerSnap>(SNAP_PEEK);
  const focusAfterSnap = useRef(false);
  const focusAfterStep = useRef<"next" | "prev" | null>(null);
  /** Stops following the compass (set once the visitor located themselves). */
  const stopHeading = useRef<(() => void) | null>(null);

  useEffect(() => {
    setReady(true);
    // Interactive drawers move by transform: a band scrolled before hydration starts again at the first stop.
    drawersRef.current?.querySelector("ol")?.scrollTo({ left: 0 });
    const stored = parseTheme(readStorage("local", THEME_STORAGE_KEY));
    themeRef.current = stored;
    setTheme(stored);
  }, []);

  // The map itself, on request: the page loads no maplibre until the visitor asks for the map.
  useEffect(() => {
    // Effects never run on the server; the constant check also drops the engine import from the worker bundle.
    if (import.meta.env.SSR || !active) return;
    if (readStorage("session", LOCATE_TIP_SESSION_KEY) === null) {
      setTip(true);
      writeStorage("session", LOCATE_TIP_SESSION_KEY, "seen");
    }
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let createdTheme = themeRef.current;
    import("./engine")
      .then(({ createEngine }) => {
        createdTheme = themeRef.current;
        return createEngine(canvas, {
          stops,
          route,
          theme: createdTheme,
          texts,
          label,
          insetBottom: drawersRef.current?.offsetHeight ?? 0,
          numbered: drawers,
          onMarker: (i) => setIndex(clampIndex(i, stops.length)),
          onReady: () => setMapDrawn(true),
        });
      })
      .then((engine) => {
        if (cancelled) return engine.destroy();
        engineRef.current = engine;
        // A theme chosen while maplibre loaded applies now; a stop chosen meanwhile is flown to after the fit.
        if (themeRef.current !== createdTheme) engine.setTheme(themeRef.current);
        engine.afterFit(() => {
          if (engineRef.current === engine) flyToActive.current();
        });
        // The page stays where the visitor had it: the map takes over in place, even when the frame is not fully in view.
        if (focusMap.current) engine.map.getCanvas().focus({ preventScroll: true });
        focusMap.current = false;
        const position = pendingPosition.current;
        pendingPosition.current = null;
        if (position) engine.showPosition(position);
      })
      .catch((error: unknown) => {
        console.error("map failed to load", error);
        setMapDrawn(true);
      });
    const band = drawersRef.current;
    const resize = band ? new ResizeObserver(() => engineRef.current?.setInsetBottom(band.offsetHeight)) : null;
    if (band) resize?.observe(band);
    return () => {
      cancelled = true;
      resize?.disconnect();
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [active, stops, route, texts, label, drawers]);

  useEffect(
    () => () => {
      stopHeading.current?.();
    },
    [],
  );

  // A full-screen drawer locks the page behind it; going back to peek (or leaving) releases the lock.
  useEffect(() => {
    if (snap !== SNAP_FULL) return;
    document.body.classList.add("scroll-locked");
    return () => document.body.classList.remove("scroll-locked");
  }, [snap]);

  // The map follows the active drawer: it flies to the drawer's first marker (once there is a map to fly).
  const flyToActive = useRef(() => {});
  flyToActive.current = () => {
    const engine = engineRef.current;
    if (!engine || flown.current === index) return;
    flown.current = index;
    const marker = stops[index]?.markers[0];
    if (marker) engine.flyTo([marker.lng, marker.lat]);
  };
  useEffect(() => {
    flyToActive.current();
    const pressed = focusAfterStep.current;
    if (pressed) {
      // The previous drawer became inert: its focused button would drop the focus to the page.
      focusAfterStep.current = null;
      const drawer = drawerRefs.current[index];
      const same = drawer?.querySelector<HTMLButtonElement>(`[data-drawer-${pressed}]`);
      const other = drawer?.querySelector<HTMLButtonElement>(pressed === "next" ? "[data-drawer-prev]" : "[data-drawer-next]");
      (same && !same.disabled ? same : other)?.focus();
    }
  }, [index]);

  // The active drawer announces every snap and animation change; going back to peek also closes.
  useEffect(() => {
    const element = drawerRefs.current[index];
    if (!ready || !element) return;
    element.dispatchEvent(new CustomEvent<DrawerChangeDetail>("drawer-change", { bubbles: true, detail: { index, snap, animating } }));
    if (lastSnap.current === SNAP_FULL && snap === SNAP_PEEK)
      element.dispatchEvent(new CustomEvent<DrawerChangeDetail>("drawer-close", { bubbles: true, detail: { index, snap, animating } }));
    lastSnap.current = snap;
    if (focusAfterSnap.current) {
      focusAfterSnap.current = false;
      element.querySelector<HTMLButtonElement>(snap === SNAP_FULL ? "[data-drawer-back]" : "[data-drawer-expand]")?.focus();
    }
  }, [ready, index, snap, animating]);

  useEffect(() => {
    if (!animating) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => setAnimating(false), reduced ? 0 : DRAWER_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [animating]);

  const changeSnap = (next: DrawerSnap, focus = true) => {
    if (next === snap) return;
    // A drawer changing its snap starts at its top (a full one may have been scrolled through the stop's blocks).
    drawerRefs.current[index]?.scrollTo({ top: 0, behavior: "instant" });
    focusAfterSnap.current = focus;
    setSnap(next);
    setAnimating(true);
  };

  /** Moves by step; a button that moved keeps the focus on its counterpart in the new active drawer. */
  const go = (step: number, fromButton = false) => {
    focusAfterStep.current = fromButton ? (step > 0 ? "next" : "prev") : null;
    setIndex((current) => stepIndex(current, step, stops.length));
  };

  const toggleTheme = (next: MapTheme) => {
    if (next === theme) return;
    setTheme(next);
    themeRef.current = next;
    writeStorage("local", THEME_STORAGE_KEY, next);
    engineRef.current?.setTheme(next);
  };

  const locate = () => {
    setTip(false);
    // Pressed before the map was there, it starts the map; its tip has nothing left to explain.
    writeStorage("session", LOCATE_TIP_SESSION_KEY, "seen");
    setActive(true);
    if (!("geolocation" in navigator)) {
      console.error("geolocation unavailable");
      return;
    }
    // Asked within the click: iOS grants orientation only from a user gesture.
    if (!stopHeading.current) {
      stopHeading.current = () => {};
      watchHeading((degrees) => engineRef.current?.setHeading(degrees))
        .then((stop) => {
          stopHeading.current = stop;
        })
        .catch((error: unknown) => console.warn("device orientation unavailable", error));
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at: LngLat = [position.coords.longitude, position.coords.latitude];
        if (engineRef.current) engineRef.current.showPosition(at);
        else pendingPosition.current = at;
      },
      (error) => console.error("geolocation failed", error.code, error.message),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const touchStart = useRef<{ x: number; y: number; closes: boolean } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    // A full drawer closes on a downward swipe only from its top, and not on a drag a locked step slider takes.
    const drawer = drawerRefs.current[index];
    const closes = snap !== SNAP_FULL || ((drawer?.scrollTop ?? 0) <= 0 && !document.body.classList.contains(SCROLL_LOCK_CLASS));
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY, closes } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const gesture = gestureOf(touch.clientX - start.x, touch.clientY - start.y);
    if (gesture.kind === "step") go(gesture.step);
    if (gesture.kind === "snap" && (gesture.direction === "up" || start.closes)) changeSnap(snapAfter(gesture.direction), false);
  };
  const wheelOffset = useRef(0);
  const onWheel = (event: WheelEvent) => {
    // Horizontal movement only (a trackpad's sideways swipe, or Shift with a mouse wheel); vertical scrolls the page.
    const dx = event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0;
    if (dx === 0 || snap === SNAP_FULL) return;
    const { step, rest } = wheelStep(wheelOffset.current + dx, drawerRefs.current[index]?.offsetWidth ?? 0);
    wheelOffset.current = rest;
    if (step !== 0) go(step);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (snap !== SNAP_FULL) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      changeSnap(SNAP_PEEK);
    }
    if (event.key === "Tab") {
      // The full-screen drawer covers the page: Tab cycles within it.
      const focusable = [...(drawerRefs.current[index]?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const Heading = heading;
  const tipId = `${stops[0]?.id ?? "map"}-locate-tip`;
  return (
    <div
      className={`course-map${ready ? " course-map--interactive" : ""}${drawers ? " course-map--drawers" : ""}${active ? "" : " course-map--idle"}`}
      data-map-theme={theme}
      style={DRAWER_WIDTHS}
    >
      <div className="course-map__frame">
        <div ref={canvasRef} className="course-map__canvas" data-map-canvas="" />
        {picture && !mapDrawn && <CoursePictureView picture={picture} onStart={() => setActive(true)} />}
        {!active && !picture && (
          <div className="course-map__facade">
            <button type="button" className="button button--primary" disabled={!ready} data-map-show="" onClick={() => setActive(true)}>
              {texts.showMap}
            </button>
          </div>
        )}
        {(active || picture) && (
          <div className="course-map__tools">
            {!active && (
              <button
                type="button"
                className="map-tool map-tool--start"
                disabled={!ready}
                data-map-start=""
                onClick={() => {
                  focusMap.current = true;
                  setActive(true);
                }}
              >
                {texts.operateMap}
              </button>
            )}
            {active && (
              <fieldset className="map-theme">
                <legend className="visually-hidden">{texts.theme}</legend>
                {(["light", "imagery"] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="map-tool"
                    aria-pressed={theme === value}
                    disabled={!ready}
                    data-map-theme-option={value}
                    onClick={() => toggleTheme(value)}
                  >
                    {texts[value]}
                  </button>
                ))}
              </fieldset>
            )}
            <div className="map-locate">
              <button type="button" className="map-tool map-tool--locate" disabled={!ready} aria-describedby={tip ? tipId : undefined} onClick={locate}>
                <svg viewBox="0 0 16 16" aria-hidden="true" className="map-tool__icon">
                  <path d="M8 0v2.1A6 6 0 0 0 2.1 7H0v2h2.1A6 6 0 0 0 7 13.9V16h2v-2.1A6 6 0 0 0 13.9 9H16V7h-2.1A6 6 0 0 0 9 2.1V0zm0 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
                </svg>
                <span>{texts.locate}</span>
              </button>
              {tip && (
                <div className="map-tooltip" id={tipId} role="status" data-map-tooltip="">
                  <span>{texts.locateTip}</span>
                  <button type="button" className="map-tooltip__close" aria-label={texts.closeTip} onClick={() => setTip(false)}>
                    ×
                  </button>
                </div>
              )}
            </div>
          </div>
        )}
      </div>
      {!drawers && (
        <ul className="map-points">
          {stops.map((stop) => (
            <li key={stop.id}>
              {stop.title}
              {stop.pageUrl && stop.pageUrlLabel && (
                <>
                  {" "}
                  <a href={stop.pageUrl} target="_blank" rel="noopener noreferrer">
                    {stop.pageUrlLabel}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {drawers && (
        <section
          ref={drawersRef}
          className={`map-drawers${snap === SNAP_FULL ? " map-drawers--full" : ""}`}
          aria-label={texts.stops}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onWheel={onWheel}
        >
          <ol className="map-drawers__track" style={{ "--index": index } as CSSProperties}>
            {stops.map((stop, i) => {
              const active = i === index;
              const full = active && snap === SNAP_FULL;
              const headingId = `map-stop-${stop.id}`;
              const external = stop.pageUrl ? /^https?:/.test(stop.pageUrl) : false;
              return (
                <li key={stop.id} className="map-drawers__item">
                  <article
                    ref={(element) => {
                      drawerRefs.current[i] = element;
                    }}
                    className={`map-drawer${active ? " map-drawer--active" : ""}${full ? " map-drawer--full" : ""}`}
                    aria-labelledby={headingId}
                    data-drawer=""
                    data-drawer-index={i}
                    data-drawer-snap={full ? "1" : "0.2"}
                    data-drawer-animating={active && animating ? "true" : "false"}
                    inert={ready && !active}
                  >
                    <div className="map-drawer__handle" aria-hidden="true" />
                    <div className="map-drawer__bar">
                      {full && (
                        <button type="button" className="map-drawer__back" data-drawer-back="" onClick={() => changeSnap(SNAP_PEEK)}>
                          {texts.back}
                        </button>
                      )}
                      <Heading id={headingId} className="map-drawer__title">
                        <span className={`map-drawer__number map-drawer__number--${stop.markers[0]?.icon ?? "default"}`}>{stop.number}</span> {stop.title}
                      </Heading>
                      <span className="map-drawer__nav">
                        <button
                          type="button"
                          className="map-drawer__step"
                          aria-label={texts.previous}
                          disabled={!ready || i === 0}
                          data-drawer-prev=""
                          onClick={() => go(-1, true)}
                        >
                          ‹
                        </button>
                        <span className="map-drawer__count">{texts.stopOf(stop.number, stops.length)}</span>
                        <button
                          type="button"
                          className="map-drawer__step"
                          aria-label={texts.next}
                          disabled={!ready || i === stops.length - 1}
                          data-drawer-next=""
                          onClick={() => go(1, true)}
                        >
                          ›
                        </button>
                      </span>
                      {!full && (
                        <button type="button" className="map-drawer__expand" data-drawer-expand="" disabled={!ready} onClick={() => changeSnap(SNAP_FULL)}>
                          {texts.expand}
                        </button>
                      )}
                    </div>
                    <div className="map-drawer__body">
                      {stop.text && <p className="map-drawer__text">{stop.text}</p>}
                      {stop.image && (
                        <img
                          className="map-drawer__image"
                          src={stop.image.url}
                          alt={stop.image.alt}
                          width={stop.image.width ?? undefined}
                          height={stop.image.height ?? undefined}
                          loading="lazy"
                          decoding="async"
                        />
                      )}
                      <StopBlocks url={stop.pageUrl} load={full} />
                      {stop.pageUrl && stop.pageUrlLabel && (
                        <a
                          className="map-drawer__link"
                          href={stop.pageUrl}
                          aria-label={`${stop.pageUrlLabel}: ${stop.title}`}
                          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                        >
                          {stop.pageUrlLabel}
                        </a>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
