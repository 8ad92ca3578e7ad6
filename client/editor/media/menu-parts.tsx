import "./media.css";
import type { MenuPart } from "../state/selection";
import { toast } from "sonner";
import { isBlockType } from "../../../common/blocks/types";
import { BLOCK_EDITORS } from "../../../common/editor/block-editors";
import { fieldStateSchema } from "../../../common/content";
import { type MediaEntry, SINGLE_UPLOAD_TAG } from "../../../common/media/media-api";
import { contentApi } from "../api/content";
import { historyApi } from "../api/history";
import { elementOfItem } from "../page/markers";
import { refreshPageStatus } from "../saving/page-status";
import { withToast } from "../saving/toasts";
import { session } from "../i18n/session";
import { openMediaLibrary } from "./library-host";
import { mediumById } from "./media-actions";
import { openMediaTool } from "./tool-host";
import { mediaTexts } from "./texts";
import { UploadArea } from "./upload-area";
import { DecorativeToggle } from "./decorative-toggle";
import { setVersion, versionOf } from "../state/item-versions";
import { showBlocksInPlace } from "../saving/blocks-in-place";
import { reloadPage } from "../saving/refresh";
import { groupOfField } from "../page/item-data";

/** The block shows the new media after a save: rendered again and swapped in place (decision 076). */
const showFieldBlock = (fieldId: string) => {
  const groupId = groupOfField(fieldId);
  return groupId ? showBlocksInPlace([groupId]) : Promise.resolve(reloadPage());
};

/** Saves a field's medium (or none), or its decorative mark, through the content API under the saving toasts. */
async function saveFieldMedia(fieldId: string, data: { mediaId: string | null } | { decorative: boolean }) {
  const { t } = session();
  // Based on the version the page showed (a 409 names who changed it; the block is rendered again after a save).
  const answer = await withToast({ loading: t.saving, success: t.saved, error: t.errorSave }, () =>
    contentApi.saveData({ itemType: "field", linkId: fieldId, version: versionOf(fieldId), data }),
  );
  setVersion(fieldId, answer.version);
  void refreshPageStatus();
}

/** The medium a media field shows now (its saved state names it). */
async function fieldMedium(fieldId: string): Promise<MediaEntry | null> {
  const field = fieldStateSchema.safeParse((await historyApi.item(fieldId)).value);
  return field.success && field.data.mediaId ? mediumById(field.data.mediaId) : null;
}

/**
 * Context menu part of a media field: pick or replace its medium in the library, upload one file for it, or remove
 * it; a picture is cropped (its cropped copy takes its place), gets its focal point right here, not only inside
 * the library, or is marked decorative where this field shows it (alt="", decision 127).
 */
function MediaPart({ item, closeMenu }: { item: { id: string }; closeMenu: () => void }) {
  const texts = mediaTexts(session().boot.language);
  const use = (entry: MediaEntry) =>
    void saveFieldMedia(item.id, { mediaId: entry.id }).then(
      () => showFieldBlock(item.id),
      () => undefined,
    );
  const element = elementOfItem(item.id);
  const picture = element?.matches("img") || element?.querySelector("img") ? element : null;
  const edit = (tool: "crop" | "focal") => {
    closeMenu();
    void fieldMedium(item.id).then(
      (entry) => entry && openMediaTool({ entry, tool, onCropped: use, onFocalSaved: () => showFieldBlock(item.id) }),
      (error: unknown) => toast.error(`${texts.loadError}: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  return (
    <>
      {picture && (
        <>
          <button type="button" className="editor-button" onClick={() => edit("crop")}>
            {texts.crop}
          </button>
          <button type="button" className="editor-button" onClick={() => edit("focal")}>
            {texts.focalPoint}
          </button>
          <DecorativeToggle
            fieldId={item.id}
            label={texts.decorative}
            save={(decorative) =>
              saveFieldMedia(item.id, { decorative }).then(
                () => showFieldBlock(item.id),
                () => undefined,
              )
            }
          />
        </>
      )}
      <button
        type="button"
        className="editor-button"
        onClick={() => {
          closeMenu();
          openMediaLibrary({ onPick: use });
        }}
      >
        {texts.openLibrary}
      </button>
      <UploadArea mode="single" texts={texts} tags={[SINGLE_UPLOAD_TAG]} onUploaded={(entries) => entries[0] && use(entries[0])} />
      <button
        type="button"
        className="editor-button"
        onClick={() =>
          void saveFieldMedia(item.id, { mediaId: null }).then(
            () => showFieldBlock(item.id),
            () => undefined,
          )
        }
      >
        {texts.removeMedia}
      </button>
    </>
  );
}

/**
 * Context menu part of a gallery: upload many files at once; each becomes an image of the gallery. When adding
 * them to the gallery fails (the block was removed meanwhile, a refused save), the spec's 'Fehler beim Vorbereiten
 * der Dateien' names the reason and the page is not reloaded (the message stays); the upload area shows no success.
 */
function BulkUploaderPart({ item }: { item: { id: string } }) {
  const texts = mediaTexts(session().boot.language);
  const added = async (entries: MediaEntry[]) => {
    try {
      for (const entry of entries.filter((e) => e.mediaType === "image")) {
        await contentApi.saveData({ itemType: "field", linkId: item.id, add: true, data: { name: "images", contentType: "media", mediaId: entry.id } });
      }
    } catch (error) {
      toast.error(`${texts.prepareError}: ${error instanceof Error ? error.message : String(error)}`);
      console.error(texts.prepareError, error);
      void refreshPageStatus();
      throw error;
    }
    void refreshPageStatus();
    void showBlocksInPlace([item.id]);
  };
  return <UploadArea mode="bulk" texts={texts} accept="image/*" onUploaded={added} />;
}

/** The context menu's "media" part (listed in menu/parts.ts). */
export const mediaMenuPart: MenuPart = { appliesTo: (item) => item.type === "field" && item.contentType === "media", Part: MediaPart };
/** The context menu's "bulkUploader" part (listed in menu/parts.ts). */
export const bulkUploaderMenuPart: MenuPart = {
  appliesTo: (item) => item.type === "group" && item.blockType !== null && isBlockType(item.blockType) && BLOCK_EDITORS[item.blockType].bulkUpload,
  Part: BulkUploaderPart,
};
