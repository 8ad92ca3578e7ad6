import { type DragEvent, useId, useState } from "react";
import { toast } from "sonner";
import type { MediaEntry } from "../../../common/media/media-api";
import { acceptsDrop, bulkOutcome, type FileResult, filesFor, uploadErrorHint } from "../../../common/media/upload-status";
import { type MediaTexts, uploadReason } from "./texts";
import { uploadFile } from "./upload-media";
import { useUploadStatus } from "./use-upload-status";

type UploadAreaProps = {
  /** single: the first file only (an error toast names the failure); bulk: every file, one error toast per failure. */
  mode: "single" | "bulk";
  texts: MediaTexts;
  /** What the file input offers; drag and drop takes image/* and video/* (editor-side section 5). */
  accept?: string;
  bucketFolder?: string;
  tags?: string[];
  /** What the uploaded files are for; a rejection (already reported by it) means no success message. */
  onUploaded: (entries: MediaEntry[]) => void | Promise<void>;
};

/** A file input and drop zone with one progress bar, the upload states and the ready message (3 s). */
export function UploadArea({ mode, texts, accept = "image/*,video/*", bucketFolder, tags, onUploaded }: UploadAreaProps) {
  const { status, start, progress, complete, fail } = useUploadStatus();
  const [over, setOver] = useState(false);
  const inputId = useId();
  const busy = status.phase === "uploading";

  const run = async (list: ArrayLike<File>) => {
    const files = filesFor(mode, list);
    if (files.length === 0 || busy) return;
    start();
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
    let before = 0;
    const results: FileResult[] = [];
    // The hint follows the server's own message (the shown one is in the editor's language).
    const hints: (string | undefined)[] = [];
    const entries: MediaEntry[] = [];
    for (const file of files) {
      try {
        entries.push(await uploadFile(file, { bucketFolder, tags, onProgress: (loaded, size) => progress(before + (loaded / size) * file.size, total) }));
        results.push({ name: file.name, ok: true });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ name: file.name, ok: false, message: uploadReason(message, texts) });
        hints.push(uploadErrorHint(message));
        console.error(texts.uploadError, file.name, error);
      }
      before += file.size;
    }
    const outcome = bulkOutcome(results, texts.uploadError);
    // A failure that says no more than the default error gets its hint 'Check the console' (where it was logged).
    const failed = results.filter((r): r is Extract<FileResult, { ok: false }> => !r.ok);
    if (mode === "single" && failed[0]) toast.error(`${texts.uploadError}: ${failed[0].message}`, { description: hints[0] });
    else for (const [i, error] of outcome.errors.entries()) toast.error(error, { description: hints[i] });
    if (entries.length === 0) return fail(outcome.errors[0] ?? texts.uploadError);
    try {
      await onUploaded(entries);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (mode === "bulk" && outcome.success) toast.success(texts.uploadSuccess);
    complete();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files).filter((f) => acceptsDrop(f.type));
    void run(files);
  };

  return (
    <fieldset
      className={`media-upload${over ? " media-upload--over" : ""}`}
      data-upload-phase={status.phase}
      onDragOver={(event) => {
        if (Array.from(event.dataTransfer.items).some((item) => acceptsDrop(item.type))) {
          event.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <legend className="media-upload__hint">{texts.dropHere}</legend>
      <label htmlFor={inputId} className="media-upload__label">
        {mode === "single" ? texts.upload : texts.bulkUpload}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple={mode === "bulk"}
        disabled={busy}
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files) void run(Array.from(files)).finally(() => (event.target.value = ""));
        }}
      />
      <progress className="media-upload__progress" max={100} value={status.progress} aria-label={texts.progress} hidden={status.phase === "idle"} />
      <p role="status" className="media-upload__status">
        {busy ? `${texts.uploading} ${status.progress} %` : status.readyMessage ? texts.ready : ""}
      </p>
    </fieldset>
  );
}
