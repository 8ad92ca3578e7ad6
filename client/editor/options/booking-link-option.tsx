import { type FormEvent, useState } from "react";
import { BOOKING_LINK_KINDS, type BookingLinkKind, validateBookingUrl } from "../../../common/editor/options/booking-link";
import { OptionSaveFooter, OptionUrlInput, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

const readBooking = (value: unknown): { type: BookingLinkKind; url: string } | null =>
  value &&
  typeof value === "object" &&
  "url" in value &&
  typeof value.url === "string" &&
  "type" in value &&
  (BOOKING_LINK_KINDS as readonly unknown[]).includes(value.type)
    ? { type: value.type as BookingLinkKind, url: value.url }
    : null;

/**
 * Booking link option: the provider kind (booking page, eTermin, health-optics booking, or the embedded iframe)
 * and its URL, which must be a valid URL and not an e-mail address (editor-side section 5).
 */
export function BookingLinkOption({ label, value, save, texts, language, id }: OptionEditorProps) {
  const stored = readBooking(value);
  const [kind, setKind] = useState<BookingLinkKind>(stored?.type ?? "url");
  const [url, setUrl] = useState(stored?.url ?? "");
  const { busy, error, setError, run } = useOptionSave(save);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBookingUrl(url, language);
    if (!checked.ok) return setError(checked.message);
    setUrl(checked.url);
    void run({ type: kind, url: checked.url });
  };
  return (
    <form className="editor-option" onSubmit={apply} noValidate>
      <p id={`${id}-legend`} className="editor-option__label">
        {label}
        {busy && <Spinner label={texts.saving} />}
      </p>
      <label className="editor-option__sublabel" htmlFor={`${id}-kind`}>
        {texts.labels.bookingLink}
      </label>
      <select id={`${id}-kind`} className="editor-input" value={kind} onChange={(event) => setKind(event.target.value as BookingLinkKind)}>
        {BOOKING_LINK_KINDS.map((k) => (
          <option key={k} value={k}>
            {texts.bookingKinds[k]}
          </option>
        ))}
      </select>
      <label className="editor-option__sublabel" htmlFor={`${id}-url`}>
        {texts.bookingUrl}
      </label>
      <OptionUrlInput id={`${id}-url`} errorOf={id} value={url} setValue={setUrl} error={error} setError={setError} />
      <OptionSaveFooter id={id} error={error} busy={busy} submit={texts.apply} />
    </form>
  );
}
