import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { type MediaEntry, mediaPageSchema } from "../../../common/media/media-api";
import { useConfirmDelete } from "./confirm-delete";
import { CropDialog } from "./crop-dialog";
import { FocalPointDialog } from "./focal-point-dialog";
import { deleteMedium } from "./media-actions";
import type { MediaTexts } from "./texts";
import { MediaTile } from "./media-tile";
import { api } from "../api/client";
import { mediaCall } from "./transport";
import { UploadArea } from "./upload-area";
import { YoutubeForm } from "./youtube-form";
import { refreshAfterChange } from "../saving/refresh";

/** Whether the page (outside the editor's own dialogs) shows the medium's file. */
function pageShows(entry: MediaEntry): boolean {
  const file = CSS.escape(`/media/${entry.objectId}.`);
  return document.querySelector(`main [src*="${file}"], main [srcset*="${file}"]`) !== null;
}

type MediaLibraryProps = {
  texts: MediaTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when the library was opened for a field: choosing a medium hands it over. */
  onPick?: (entry: MediaEntry) => void;
  initialType?: "image" | "video";
  container?: HTMLElement | null;
};

type Filter = { mediaType: "image" | "video"; folder: string; tags: string };

/** The media library: images 40 and videos 20 a page, newest first, by type, folder and tags; upload, crop, focal point, delete. */
export function MediaLibrary({ texts, open, onOpenChange, onPick, initialType = "image", container }: MediaLibraryProps) {
  const [filter, setFilter] = useState<Filter>({ mediaType: initialType, folder: "", tags: "" });
  const [draft, setDraft] = useState({ folder: "", tags: "" });
  const [items, setItems] = useState<MediaEntry[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ entry: MediaEntry; tool: "crop" | "focal" } | null>(null);
  const confirm = useConfirmDelete(texts, container);

  const load = useCallback(async (next: number, current: Filter) => {
    setLoading(true);
    try {
      const query = {
        mediaType: current.mediaType,
        page: String(next),
        bucketFolder: current.folder.trim() || undefined,
        tags: current.tags.trim() ? current.tags : undefined,
      };
      const answer = await mediaCall(api.media.list.$get({ query }), mediaPageSchema);
      setItems((before) => (next === 0 ? answer.items : [...before, ...answer.items]));
      setHasMore(answer.hasMore);
      setPage(next);
    } catch (error) {
      console.error("media list failed", error);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (open) void load(0, filter);
  }, [open, filter, load]);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, ...draft }));
  };
  const replace = useCallback((entry: MediaEntry) => setItems((list) => list.map((m) => (m.id === entry.id ? entry : m))), []);
  const remove = async (entry: MediaEntry) => {
    if (!(await deleteMedium(entry, null, confirm.ask, texts))) return;
    setItems((list) => list.filter((m) => m.id !== entry.id));
    // The page shows the deleted picture: it is loaded again so its place shows what is there now (section 8).
    if (pageShows(entry)) void refreshAfterChange(["files", "pageData"]);
  };
  const added = (entries: MediaEntry[]) => setItems((list) => [...entries.filter((e) => e.mediaType === filter.mediaType), ...list]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="media-dialog__overlay" />
        <Dialog.Content className="media-dialog media-library" aria-describedby={undefined}>
          {/* Title and close stay at the top while the pictures scroll: closing never means scrolling past 40 of them. */}
          <div className="media-library__head">
            <Dialog.Title className="media-dialog__title">{texts.library}</Dialog.Title>
            <Dialog.Close className="button media-dialog__close">{texts.close}</Dialog.Close>
          </div>
          <form className="media-library__filters" onSubmit={applyFilter}>
            <fieldset className="media-library__types">
              <legend className="editor-visually-hidden">{texts.library}</legend>
              {(["image", "video"] as const).map((type) => (
                <button
                  key={type}
                  type="button"
                  className="button"
                  aria-pressed={filter.mediaType === type}
                  onClick={() => setFilter((f) => ({ ...f, mediaType: type }))}
                >
                  {type === "image" ? texts.images : texts.videos}
                </button>
              ))}
            </fieldset>
            <label>
              {texts.folder}
              <input name="folder" value={draft.folder} onChange={(event) => setDraft((d) => ({ ...d, folder: event.target.value }))} />
            </label>
            <label>
              {texts.tags}
              <input name="tags" value={draft.tags} onChange={(event) => setDraft((d) => ({ ...d, tags: event.target.value }))} />
            </label>
            <button type="submit" className="button">
              {texts.filter}
            </button>
          </form>
          <UploadArea mode="bulk" texts={texts} bucketFolder={filter.folder.trim() || undefined} onUploaded={added} />
          {filter.mediaType === "video" && <YoutubeForm texts={texts} onAdded={(entry) => added([entry])} />}
          <ul className="media-library__grid" aria-busy={loading || undefined} data-media-count={items.length}>
            {items.map((entry) => (
              <MediaTile
                key={entry.id}
                entry={entry}
                texts={texts}
                onPick={onPick}
                onChange={replace}
                onEdit={(tool) => setEditing({ entry, tool })}
                onDelete={() => void remove(entry)}
              />
            ))}
          </ul>
          {!loading && items.length === 0 && <p>{texts.empty}</p>}
          {hasMore && (
            <button type="button" className="button" onClick={() => void load(page + 1, filter)} disabled={loading}>
              {texts.loadMore}
            </button>
          )}
          {editing?.tool === "crop" && (
            <CropDialog
              entry={editing.entry}
              texts={texts}
              open
              onOpenChange={(o) => !o && setEditing(null)}
              onCropped={(entry) => setItems((list) => [entry, ...list])}
              container={container}
            />
          )}
          {editing?.tool === "focal" && (
            <FocalPointDialog
              entry={editing.entry}
              texts={texts}
              open
              onOpenChange={(o) => !o && setEditing(null)}
              onSaved={(focalPoint) => replace({ ...editing.entry, focalPoint })}
              container={container}
            />
          )}
          {confirm.element}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
