import { type CSSProperties, useState } from "react";
import { listTexts } from "../lists/texts";
import { STRIP_VISIBLE, stripArrowState, stripHasArrows, stripMove } from "../lists/strip";
import type { Locale } from "../locales";
import type { MediaView } from "../page-model";
import { MediaImage } from "../ui/media-image";

/**
 * A job's title images side by side, three at a time. Previous/next arrows appear only when there are more than
 * three; they move the strip by one image and stop at the ends (aria-disabled keeps focus on the arrow there).
 */
export function ImageStrip({ images, locale, label, id }: { images: MediaView[]; locale: Locale; label: string; id: string }) {
  const [index, setIndex] = useState(0);
  const texts = listTexts(locale);
  const count = images.length;
  const arrows = stripHasArrows(count);
  const can = stripArrowState(index, count);
  const trackId = `${id}-track`;
  const move = (delta: number) => setIndex((current) => stripMove(current, delta, count));
  const arrow = (direction: "prev" | "next") => (
    <button
      type="button"
      className={`image-strip__arrow image-strip__arrow--${direction}`}
      aria-label={direction === "prev" ? texts.previous : texts.next}
      aria-controls={trackId}
      aria-disabled={!can[direction]}
      onClick={() => can[direction] && move(direction === "prev" ? -1 : 1)}
    >
      <span aria-hidden="true">{direction === "prev" ? "‹" : "›"}</span>
    </button>
  );
  return (
    <section className={`image-strip${arrows ? " image-strip--arrows" : ""}`} aria-label={label} data-strip-count={count}>
      {arrows && arrow("prev")}
      <div className="image-strip__viewport">
        <ul id={trackId} className="image-strip__track" data-index={index} style={{ "--strip-index": index } as CSSProperties}>
          {images.map((media, i) => {
            const shown = i >= index && i < index + STRIP_VISIBLE;
            return (
              <li key={media.id} className="image-strip__item" data-visible={shown}>
                <MediaImage media={media} sizes="(min-width: 900px) 16rem, 33vw" alt={`${media.alt?.trim() || label} (${texts.imageOf(i + 1, count)})`} />
              </li>
            );
          })}
        </ul>
      </div>
      {arrows && arrow("next")}
    </section>
  );
}
