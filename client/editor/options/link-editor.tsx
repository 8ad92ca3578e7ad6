import "../fields/rich-text/rich-text.css";
import type { FormEvent } from "react";
import { linkOptionValue } from "../../../common/editor/options/link-option";
import { type LinkValue, linkValueSchema } from "../../../common/link";
import { LinkFields, useLinkDraft } from "../fields/rich-text/link-fields";
import { richTextTexts } from "../fields/rich-text/texts";
import { OptionSaveFooter, Spinner } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/** The stored link value, if the option holds one. */
export function readLink(value: unknown): LinkValue | null {
  const parsed = linkValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

type LinkEditorProps = Pick<OptionEditorProps, "texts" | "language" | "locale" | "id"> & {
  label: string;
  value: LinkValue | null;
  save: (value: LinkValue | null) => Promise<void>;
};

/**
 * One link (url, page, e-mail, phone) with the rules of common/editor/link.ts and the rich-text form's page picker
 * (sections Navigation, Top-level pages, Collections; the selected page's section open). Applied with its button.
 */
export function LinkEditor({ label, value, save, texts, language, locale, id }: LinkEditorProps) {
  const draft = useLinkDraft({
    kind: value?.type ?? "url",
    text: value && value.type !== "page" ? (value[value.type] ?? "") : "",
    pageId: value?.type === "page" ? (value.page?.id ?? null) : null,
  });
  const { kind, text, pageId } = draft;
  const { busy, error, setError, run } = useOptionSave((next) => save(next as LinkValue | null));
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
      <LinkFields
        id={id}
        draft={draft}
        selectedId={draft.pageId}
        legend={<legend className="editor-visually-hidden">{`${label}: ${rich.linkKind}`}</legend>}
        names={texts}
        texts={rich}
        locale={locale}
        error={error}
        onEdit={() => setError(null)}
      />
      <OptionSaveFooter id={id} error={error} busy={busy} submit={texts.apply}>
        {value && (
          <button type="button" className="editor-button editor-button--small" disabled={busy} onClick={() => void run(null)}>
            {texts.remove}
          </button>
        )}
      </OptionSaveFooter>
    </form>
  );
}

/** Link option of a block (its button's link). */
export function LinkOption(props: OptionEditorProps) {
  return <LinkEditor {...props} value={readLink(props.value)} save={props.save} />;
}
