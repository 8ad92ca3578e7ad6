import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { mediaEntrySchema } from "../../../common/media/media-api";
import { useConfirmDelete } from "./confirm-delete";
import { deleteMedium } from "./media-actions";
import type { MediaTexts } from "./texts";
import { api } from "../api/client";
import { mediaCall } from "./transport";

type Tile = { element: HTMLElement; mediaId: string; groupId: string | null };

const tilesOf = (root: ParentNode): Tile[] =>
  [...root.querySelectorAll<HTMLElement>("[data-gallery] li[data-media-id]")].map((element) => ({
    element,
    mediaId: element.dataset.mediaId!,
    groupId: element.closest<HTMLElement>("[data-gallery]")?.dataset.gallery ?? null,
  }));

/**
 * Edit mode with the toolbar active: each gallery image gets a delete button instead of the lightbox
 * (visitor-side section 4). On touch screens the first tap selects an image and only then shows its button.
 * A deleted medium refreshes the page after the success toast.
 */
export function GalleryDeleteButtons({ texts, container, root = document }: { texts: MediaTexts; container?: HTMLElement | null; root?: ParentNode }) {
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const confirm = useConfirmDelete(texts, container);
  useEffect(() => setTiles(tilesOf(root)), [root]);
  useEffect(() => {
    const select = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      const tile = (event.target as Element | null)?.closest?.<HTMLElement>("[data-gallery] li[data-media-id]");
      if (tile && !(event.target as Element).closest(".gallery-delete")) setSelected(tile.dataset.mediaId ?? null);
    };
    document.addEventListener("pointerdown", select);
    return () => document.removeEventListener("pointerdown", select);
  }, []);
  useEffect(() => {
    for (const tile of tiles) tile.element.toggleAttribute("data-selected", tile.mediaId === selected);
  }, [tiles, selected]);

  const remove = async (tile: Tile) => {
    try {
      const entry = await mediaCall(api.media.get[":id"].$get({ param: { id: encodeURIComponent(tile.mediaId) } }), mediaEntrySchema);
      if (await deleteMedium(entry, tile.groupId, confirm.ask, texts)) window.setTimeout(() => window.location.reload(), 1000);
    } catch (error) {
      console.error(texts.deleteError, error);
    }
  };

  return (
    <>
      {tiles.map((tile) =>
        createPortal(
          <button
            type="button"
            className="gallery-delete"
            onClick={() => void remove(tile)}
            aria-label={texts.deleteNamed(tile.element.querySelector("img")?.alt || tile.mediaId)}
          >
            {texts.delete}
          </button>,
          tile.element,
          tile.mediaId,
        ),
      )}
      {confirm.element}
    </>
  );
}
