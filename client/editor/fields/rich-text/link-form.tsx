import type { Editor } from "@tiptap/core";
import { type FormEvent, useId, useState } from "react";
import { hrefKind, type LinkablePage, linkLabel, pageHref, resolveLink } from "../../../../common/editor/link";
import { pageName } from "../../../../common/editor/page-picker";
import { VALIDATION_MESSAGES } from "../../../../common/editor/validation";
import type { LinkValue } from "../../../../common/link";
import type { Locale } from "../../../../common/locales";
import type { PageListEntry } from "../../../../common/page-list";
import { LinkFields, useLinkDraft } from "./link-fields";
import type { RichTextTexts } from "./texts";

/** The link form: kind (web, page, e-mail, phone), its value, apply and remove; the rules are common/editor/link.ts. */
export function LinkForm({
  editor,
  texts,
  locale,
  href,
  onDone,
}: {
  editor: Editor;
  texts: RichTextTexts;
  locale: Locale;
  href: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const draft = useLinkDraft({
    kind: href ? hrefKind(href) : "url",
    text: href && hrefKind(href) !== "page" ? href.replace(/^(mailto:|tel:)/i, "") : "",
    pageId: null,
  });
  const { kind, text, pageId, data } = draft;
  const [invalid, setInvalid] = useState(false);

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

  const message = kind !== "page" && invalid ? VALIDATION_MESSAGES[kind][texts.language] : null;
  return (
    <form className="rte-link-form" onSubmit={apply} noValidate>
      {href && (
        <p className="rte-link-current">
          {texts.linkCurrent}: <span>{linkLabel(href)}</span>
        </p>
      )}
      <LinkFields
        id={id}
        draft={draft}
        selectedId={selectedId}
        legend={<legend className="visually-hidden">{texts.link}</legend>}
        names={texts}
        texts={texts}
        locale={locale}
        error={message}
        errorInside
        onEdit={() => setInvalid(false)}
      />
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
