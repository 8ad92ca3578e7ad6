import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { ItemMarker } from "../editor/markers";
import type { BookingAlternative } from "../lists/booking";
import { listTexts } from "../lists/texts";
import type { Locale } from "../locales";

export type BookingProps = {
  locale: Locale;
  /** Unique on the page: the block id, or "site" for the site-wide button. */
  id: string;
  /** The iframe address with locale, layout=none, select_location=false and theme_color (common/lists/booking.ts); null: no online booking. */
  url: string | null;
  /** The other ways to book (e-mail, phone, a page) the site-wide button's dialog lists below the booking widget. */
  alternatives?: BookingAlternative[];
  label: string;
  /** Edit mode only: the markers of the label field, so the label can be edited in place. */
  labelMarker?: Partial<ItemMarker>;
  color: "primary" | "secondary" | "background" | "header";
  /** The site-wide button floats in a bottom corner; the block's button sits in the block. */
  position?: "bottom-left" | "bottom-right";
};

/**
 * A booking button opening the provider in a modal <dialog> (showModal: focus stays inside, Escape closes, focus
 * returns to the button). The iframe is created on the first click, so pages never contact the provider before.
 * The other ways to book follow the widget (or stand alone when there is no online booking).
 */
export function Booking({ locale, id, url, alternatives = [], label, labelMarker, color, position }: BookingProps) {
  const texts = listTexts(locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = useState(false);
  const [opens, setOpens] = useState(0);
  const titleId = `${id}-booking-title`;
  // Marks the button as live once hydrated (before that a click would do nothing).
  useEffect(() => {
    button.current?.setAttribute("data-ready", "true");
  }, []);

  // Opens after the render that mounted the iframe; `opens` re-runs this for every click.
  useEffect(() => {
    if (opens > 0 && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [opens]);

  const open = () => {
    setRequested(true);
    setOpens((n) => n + 1);
  };
  const close = () => dialog.current?.close();
  // A click on the backdrop (the dialog element itself, outside its content) closes too.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close();
  };

  return (
    <div className={`booking-launcher${position ? ` booking-launcher--floating booking-launcher--${position}` : ""}`}>
      <button ref={button} type="button" className={`button booking-launcher__button surface-${color}`} aria-haspopup="dialog" onClick={open}>
        {labelMarker ? <span {...labelMarker}>{label}</span> : label}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button are the keyboard ways. */}
      <dialog
        ref={dialog}
        className={`booking-dialog${url ? "" : " booking-dialog--ways-only"}`}
        aria-labelledby={titleId}
        onClose={() => button.current?.focus()}
        onClick={onDialogClick}
      >
        <div className="booking-dialog__bar">
          <h2 id={titleId} className="booking-dialog__title">
            {url ? texts.bookingTitle : texts.book}
          </h2>
          <button type="button" className="button booking-dialog__close" onClick={close}>
            {texts.close}
          </button>
        </div>
        {requested && url && <iframe className="booking-dialog__frame" src={url} title={texts.bookingTitle} />}
        {alternatives.length > 0 && (
          <nav className="booking-dialog__other" aria-labelledby={`${id}-booking-other`}>
            <h3 id={`${id}-booking-other`} className="booking-dialog__other-title">
              {texts.bookingOther}
            </h3>
            <ul>
              {alternatives.map((way) => (
                <li key={way.kind}>
                  <a href={way.href} data-booking-way={way.kind}>
                    {way.kind !== "page" && <span className="booking-dialog__way-kind">{way.kind === "email" ? texts.email : texts.phone}</span>}
                    {way.kind !== "page" && ": "}
                    {way.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </dialog>
    </div>
  );
}
