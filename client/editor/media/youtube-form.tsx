import { type FormEvent, useId, useState } from "react";
import type { MediaEntry } from "../../../common/media/media-api";
import { addYoutube } from "./media-actions";
import type { MediaTexts } from "./texts";

/** A YouTube link as a medium; the spec's validation texts show under the field. */
export function YoutubeForm({ texts, onAdded }: { texts: MediaTexts; onAdded: (entry: MediaEntry) => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await addYoutube(url, texts);
    setBusy(false);
    if ("error" in result) setError(result.error);
    else {
      setError(null);
      setUrl("");
      onAdded(result);
    }
  };
  return (
    <form className="media-youtube" onSubmit={submit} noValidate>
      <label htmlFor={id}>{texts.youtubeUrl}</label>
      <input
        id={id}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !url.trim()}>
        {texts.youtubeAdd}
      </button>
    </form>
  );
}
