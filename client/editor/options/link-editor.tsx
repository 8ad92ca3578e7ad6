import "../fields/rich-text/rich-text.css";
import { type FormEvent, useEffect, useState } from "react";
import { LINK_KINDS, type LinkKind } from "../../../common/editor/link";
import { linkOptionValue } from "../../../common/editor/options/link-option";
import { type LinkValue, linkValueSchema } from "../../../common/link";
import { loadPickerData, type PickerData } from "../fields/rich-text/page-data";
import { PagePicker } from "../fields/rich-text/page-picker";
import { richTextTexts } from "../fields/rich-text/texts";
import { OptionError, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

const INPUT_TYPES = { url: "url", email: "email", phone: "tel" } as const;

/** The stored link value, if the option holds one. */
export function readLink(value: unknown): LinkValue | null {
  const parsed = linkValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

type LinkEditorProps = Pick<OptionEditorProps, "texts" | "language" | "locale" | "id"> & { label: string; value: LinkValue | null; save: (value: LinkValue | null) => Promise<void> };

/**
 * One link (url, page, e-mail, phone) with the rules of common/editor/link.ts and the rich-text form's page picker
 * (sections Navigation, Top-level pages, Collections; the selected page's section open). Applied with its button.
 */
export function LinkEditor({ label, value, save, texts, language, locale, id }: LinkEditorProps) {
  const [kind, setKind] = useState<LinkKind>(value?.type ?? "url");
  const [text, setText] = useState(value && value.type !== "page" ? (value[value.type] ?? "") : "");
  const [pageId, setPageId] = useState<string | null>(value?.type === "page" ? (value.page?.id ?? null) : null);
  const [data, setData] = useState<PickerData | "error" | null>(null);
  const { busy, error, setError, run } = useOptionSave((next) => save(next as LinkValue | null));
  useEffect(() => {
    if (kind !== "page" || data) return;
    loadPickerData().then(setData, () => setData("error"));
  }, [kind, data]);
  const rich = richTextTexts(language);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const entered: LinkValue = kind === "page" ? { type: "page", page: pageId ? { id: pageId } : undefined } : { type: kind, [kind]: text };
    const result = linkOptionValue(entered, language);
    if (!result.ok) return setError(result.message);
    void run(result.value);
  };
  return (
    <form className="editor-option editor-link" onSubmit={apply} noValidate>
      <p id={`${id}-legend`} className="editor-option__label">
        {label}
        {busy && <Spinner label={texts.saving} />}
      </p>
      <fieldset className="rte-link-kinds">
        <legend className="editor-visually-hidden">{`${label}: ${rich.linkKind}`}</legend>
        {LINK_KINDS.map((k) => (
          <label key={k} className="rte-link-kind">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => {
                setKind(k);
                setError(null);
              }} />
            <span>{texts.linkKinds[k]}</span>
          </label>
        ))}
      </fieldset>
      {kind === "page" ? (
        data === "error" ? (
          <p role="alert" className="rte-error">
            {rich.pickerError}
          </p>
        ) : data ? (
          <PagePicker data={data} locale={locale} texts={rich} selectedId={pageId} onSelect={setPageId} />
        ) : (
          <p aria-live="polite">{rich.pickerLoading}</p>
        )
      ) : (
        <div className="rte-field">
          <label htmlFor={`${id}-value`}>{texts.linkFields[kind]}</label>
          <input
            id={`${id}-value`}
            type={INPUT_TYPES[kind]}
            value={text}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </div>
      )}
      <OptionError id={id} message={error} />
      <div className="editor-option__actions">
        <button type="submit" className="editor-button editor-button--small editor-button--primary" disabled={busy}>
          {texts.apply}
        </button>
        {value && (
          <button type="button" className="editor-button editor-button--small" disabled={busy} onClick={() => void run(null)}>
            {texts.remove}
          </button>
        )}
      </div>
    </form>
  );
}

/** Link option of a block (its button's link). */
export function LinkOption(props: OptionEditorProps) {
  return <LinkEditor {...props} value={readLink(props.value)} save={props.save} />;
}
