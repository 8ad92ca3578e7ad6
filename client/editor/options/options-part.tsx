import "./options.css";
import { useState } from "react";
import { isOptionShown } from "../../../common/editor/options/display-conditions";
import type { OptionDescription } from "../../../common/editor/options/description";
import { MARKER } from "../../../common/editor/markers";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { saveBlockMedia, saveOption } from "../saving/save-options";
import { elementOfItem } from "../page/markers";
import { session } from "../i18n/session";
import { optionLabel } from "./option-label";
import { optionEditorFor } from "./registry";
import { UnknownOption } from "./unknown-option";

/** The block's option values with each option's default where none is set. */
function withDefaults(options: OptionDescription[], stored: Record<string, unknown>): Record<string, unknown> {
  const values = { ...stored };
  for (const option of options) if (values[option.key] == null && option.default !== undefined) values[option.key] = option.default;
  return values;
}

/** The id of the block's field holding its medium of `name`, when the page renders one. */
function mediaFieldId(groupId: string, name: string): string | null {
  const field = elementOfItem(groupId)?.querySelector<HTMLElement>(`[${MARKER.fieldName}="${CSS.escape(name)}"][${MARKER.contentType}="media"]`);
  return field?.getAttribute(MARKER.id) ?? null;
}

/**
 * The options part of a block's context menu: one option editor per option its block offers (described by the
 * server from the block's schema), the options a display condition hides left out, the media fields handed to
 * the media library, and 'Unknown Option: {label}' for a stored option no editor knows.
 */
function OptionsPart({ item }: MenuPartProps) {
  const { boot, t } = session();
  const group = boot.groups[item.id];
  const description = group ? boot.blockOptions[group.blockType] : undefined;
  // The values after this session's saves, so display conditions follow the editor's changes.
  // An option not set (or cleared to null) shows the block's default, as the block itself does.
  const [values, setValues] = useState<Record<string, unknown>>(() => withDefaults(description?.options ?? [], group?.values ?? {}));
  if (!group || !description) return null;
  const texts = t.options;
  const language = boot.language;
  const conditions = Object.fromEntries(description.options.map((option) => [option.key, option.when]));
  const known = new Set([...description.options.map((o) => o.key), ...description.owned]);
  const unknown = Object.keys(values).filter((key) => !known.has(key));
  const common = { texts, language, locale: boot.locale, positions: group.positions } as const;

  const editorOf = (option: OptionDescription) => {
    const Editor = optionEditorFor(option.type);
    const label = optionLabel(option.key, texts, language);
    if (!Editor) return <UnknownOption key={option.key} label={label} text={texts.unknown} />;
    const save = async (value: unknown) => {
      const saved = await saveOption(
        { groupId: item.id, key: option.key, type: option.type, label, before: values[option.key], after: value },
        values,
        conditions,
      );
      if (saved) setValues((current) => ({ ...current, [option.key]: value ?? option.default }));
    };
    return <Editor key={option.key} {...common} id={`option-${item.id}-${option.key}`} option={option} label={label} value={values[option.key]} save={save} />;
  };
  const shown = description.options.filter((option) => isOptionShown(option.when, values));
  const Media = optionEditorFor("media");
  return (
    <div className="editor-options" data-options-for={group.blockType}>
      <h3 className="editor-options__title">{texts.title}</h3>
      {shown.length === 0 && description.media.length === 0 && unknown.length === 0 && <p className="editor-option__hint">{texts.noOptions}</p>}
      {shown.map(editorOf)}
      {Media &&
        description.media.map((media) => (
          <Media
            key={`media-${media.field}`}
            {...common}
            id={`option-${item.id}-media-${media.field}`}
            option={{ key: media.field, type: "media", choices: [media.mediaType] }}
            label={optionLabel(media.field, texts, language)}
            value={mediaFieldId(item.id, media.field)}
            save={(mediaId) => saveBlockMedia(item.id, media.field, mediaFieldId(item.id, media.field), String(mediaId))}
          />
        ))}
      {unknown.map((key) => (
        <UnknownOption key={key} label={optionLabel(key, texts, language)} text={texts.unknown} />
      ))}
    </div>
  );
}

/** The context menu's "options" part (listed in menu/parts.ts). */
export const optionsMenuPart: MenuPart = { appliesTo: (item) => item.type === "group" && Boolean(item.blockType), Part: OptionsPart };
