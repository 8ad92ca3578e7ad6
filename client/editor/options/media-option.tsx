import { openMediaLibrary } from "../media/library-host";
import { OptionError, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/**
 * Media option: hands over to the media library, opened on the option's kind (image or video); the medium picked
 * there becomes the block's medium of that field.
 */
export function MediaOption({ option, label, save, texts, id }: OptionEditorProps) {
  const { busy, error, run } = useOptionSave(save);
  const mediaType = option.choices?.[0] === "video" ? "video" : "image";
  return (
    <div className="editor-option">
      <p className="editor-option__label" id={`${id}-label`}>
        {label}
        {busy && <Spinner label={texts.saving} />}
      </p>
      <button
        type="button"
        className="editor-button editor-button--small"
        disabled={busy}
        onClick={() => openMediaLibrary({ initialType: mediaType, onPick: (entry) => void run(entry.id) })}
      >
        {texts.openLibrary(label)}
      </button>
      <OptionError id={id} message={error} />
    </div>
  );
}
