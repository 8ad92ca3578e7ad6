import { type ReactNode, useEffect, useState } from "react";
import { LINK_KINDS, type LinkKind } from "../../../../common/editor/link";
import type { Locale } from "../../../../common/locales";
import { loadPickerData, type PickerData } from "./page-data";
import { PagePicker } from "./page-picker";
import type { RichTextTexts } from "./texts";

const INPUT_TYPES = { url: "url", email: "email", phone: "tel" } as const;

/** A link being entered: its kind, the typed address, the picked page, and the pages (loaded once "page" is chosen). */
export function useLinkDraft(initial: { kind: LinkKind; text: string; pageId: string | null }) {
  const [kind, setKind] = useState<LinkKind>(initial.kind);
  const [text, setText] = useState(initial.text);
  const [pageId, setPageId] = useState<string | null>(initial.pageId);
  const [data, setData] = useState<PickerData | "error" | null>(null);
  useEffect(() => {
    if (kind !== "page" || data) return;
    loadPickerData().then(setData, () => setData("error"));
  }, [kind, data]);
  return { kind, setKind, text, setText, pageId, setPageId, data };
}
type LinkDraft = ReturnType<typeof useLinkDraft>;

type LinkFieldsProps = {
  id: string;
  draft: LinkDraft;
  /** The page shown as chosen (the rich-text form knows the current one by its path). */
  selectedId: string | null;
  legend: ReactNode;
  /** Names of the kinds and of the address fields (the rich-text toolbar's or the options menu's). */
  names: Pick<RichTextTexts, "linkKinds" | "linkFields">;
  /** The page picker's texts. */
  texts: RichTextTexts;
  locale: Locale;
  /** The message under an invalid address, shown inside the field when `errorInside` (else the caller shows it). */
  error: string | null;
  errorInside?: boolean;
  /** Any change of kind or address (the caller clears its message). */
  onEdit: () => void;
};

/**
 * The fields of the one link form (rich-text toolbar and link options): the kind (web, page, e-mail, phone), then
 * the page picker or the address; the rules of common/editor/link.ts are applied by the caller.
 */
export function LinkFields({ id, draft, selectedId, legend, names, texts, locale, error, errorInside = false, onEdit }: LinkFieldsProps) {
  const { kind, data } = draft;
  const errorId = `${id}-error`;
  return (
    <>
      <fieldset className="rte-link-kinds">
        {legend}
        {LINK_KINDS.map((k) => (
          <label key={k} className="rte-link-kind">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => {
                draft.setKind(k);
                onEdit();
              }}
            />
            <span>{names.linkKinds[k]}</span>
          </label>
        ))}
      </fieldset>
      {kind === "page" ? (
        data === "error" ? (
          <p role="alert" className="rte-error">
            {texts.pickerError}
          </p>
        ) : data ? (
          <PagePicker data={data} locale={locale} texts={texts} selectedId={selectedId} onSelect={draft.setPageId} />
        ) : (
          <p aria-live="polite">{texts.pickerLoading}</p>
        )
      ) : (
        <div className="rte-field">
          <label htmlFor={`${id}-value`}>{names.linkFields[kind]}</label>
          <input
            id={`${id}-value`}
            type={INPUT_TYPES[kind]}
            value={draft.text}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              draft.setText(event.target.value);
              onEdit();
            }}
          />
          {errorInside && error && (
            <p id={errorId} className="rte-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
