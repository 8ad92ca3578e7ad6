import type { Editor } from "@tiptap/core";
import { type FormEvent, useEffect, useId, useState } from "react";
import { hrefKind, LINK_KINDS, type LinkablePage, type LinkKind, linkLabel, pageHref, resolveLink } from "../../../../common/editor/link";
import { pageName } from "../../../../common/editor/page-picker";
import { VALIDATION_MESSAGES } from "../../../../common/editor/validation";
import type { LinkValue } from "../../../../common/link";
import type { Locale } from "../../../../common/locales";
import type { PageListEntry } from "../../../../common/page-list";
import { loadPickerData, type PickerData } from "./page-data";
import { PagePicker } from "./page-picker";
import type { RichTextTexts } from "./texts";

const INPUT_TYPES = { url: "url", email: "email", phone: "tel" } as const;

/** The link form: kind (web, page, e-mail, phone), its value, apply and remove; the rules are common/editor/link.ts. */
export function LinkForm({ editor, texts, locale, href, onDone }: { editor: Editor; texts: RichTextTexts; locale: Locale; href: string | null; onDone: () => void }) {
  const id = useId();
  const [kind, setKind] = useState<LinkKind>(href ? hrefKind(href) : "url");
  const [text, setText] = useState(href && hrefKind(href) !== "page" ? href.replace(/^(mailto:|tel:)/i, "") : "");
  const [pageId, setPageId] = useState<string | null>(null);
  const [data, setData] = useState<PickerData | "error" | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (kind !== "page" || data) return;
    loadPickerData().then(setData, () => setData("error"));
  }, [kind, data]);
  const pages: PageListEntry[] = data && data !== "error" ? [...data.list.pages, ...data.list.collections.flatMap((c) => c.children)] : [];
  const findPage = (pid: string): LinkablePage | undefined => pages.find((page) => page.id === pid);
  // The current page link is known by its path once the pages have loaded.
  const selectedId = pageId ?? (href && hrefKind(href) === "page" ? (pages.find((page) => pageHref(page, locale) === href)?.id ?? null) : null);

  const value: LinkValue = kind === "page" ? { type: "page", page: selectedId ? { id: selectedId } : undefined } : { type: kind, [kind]: text };
  const resolved = resolveLink(value, findPage, locale);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!resolved.ok) {
      setInvalid(resolved.reason === "invalid");
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      const page = selectedId ? pages.find((p) => p.id === selectedId) : undefined;
      const label = page ? pageName(page, locale) : linkLabel(resolved.href);
      chain.insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href: resolved.href } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href: resolved.href }).run();
    }
    onDone();
  };

  const errorId = `${id}-error`;
  const message = kind !== "page" && invalid ? VALIDATION_MESSAGES[kind][texts.language] : null;
  return (
    <form className="rte-link-form" onSubmit={apply} noValidate>
      {href && (
        <p className="rte-link-current">
          {texts.linkCurrent}: <span>{linkLabel(href)}</span>
        </p>
      )}
      <fieldset className="rte-link-kinds">
        <legend className="visually-hidden">{texts.link}</legend>
        {LINK_KINDS.map((k) => (
          <label key={k} className="rte-link-kind">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setInvalid(false);
              }}
            />
            <span>{texts.linkKinds[k]}</span>
          </label>
        ))}
      </fieldset>
      {kind === "page" ? (
        data === "error" ? (
          <p role="alert" className="rte-error">
            {texts.pickerError}
          </p>
        ) : data ? (
          <PagePicker data={data} locale={locale} texts={texts} selectedId={selectedId} onSelect={setPageId} />
        ) : (
          <p aria-live="polite">{texts.pickerLoading}</p>
        )
      ) : (
        <div className="rte-field">
          <label htmlFor={`${id}-value`}>{texts.linkFields[kind]}</label>
          <input
            id={`${id}-value`}
            type={INPUT_TYPES[kind]}
            value={text}
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
          />
          {message && (
            <p id={errorId} className="rte-error" role="alert">
              {message}
            </p>
          )}
        </div>
      )}
      <div className="rte-link-actions">
        <button type="submit" className="rte-action rte-action--primary" disabled={!resolved.ok && resolved.reason === "missing"}>
          {texts.linkApply}
        </button>
        {href && (
          <button
            type="button"
            className="rte-action"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            {texts.linkRemove}
          </button>
        )}
      </div>
    </form>
  );
}
