import { useAtomValue } from "jotai";
import { type FormEvent, useId, useState } from "react";
import type { CollectionList } from "../../../common/collection-list";
import { initialGroups } from "../../../common/editor/initial-groups";
import { contentApi } from "../api/content";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { collectionTitle } from "./collection-title";
import { FieldError } from "./field-error";

/**
 * Creates a page (editor-side sections 2, 5 and 8): a name is required; a page collection is optional and gives
 * the page its initial blocks. On success the editor goes to the new page with the toolbar open.
 */
export function CreatePageForm({ collections, preset = null, label }: { collections: CollectionList; preset?: string | null; label?: string }) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [name, setName] = useState("");
  const [collection, setCollection] = useState<string>(preset ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!boot || !t) return null;
  const pageCollections = collections.collections.filter((c) => c.collectionType === "page");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t.panels.nameRequired);
      return;
    }
    setError(null);
    setBusy(true);
    const chosen = pageCollections.find((c) => c.collectionName === collection);
    const request = {
      lang: boot.locale,
      initialMeta: { name: { [boot.locale]: trimmed } },
      initialGroups: initialGroups(chosen?.kind ?? null, boot.locale, trimmed),
    };
    try {
      const created = await withToast({ loading: t.panels.creatingPage, success: t.panels.pageCreated, error: t.panels.errorCreate }, () =>
        // A new entry of a collection goes through POST /collection/add (the spec's call); a page of its own through /page/add.
        chosen
          ? contentApi.addCollectionItem({ ...request, collectionId: chosen.collectionId, collectionName: chosen.collectionName, collectionType: "page" })
          : contentApi.addPage({ ...request, collectionName: null }),
      );
      location.assign(`${created.path}?toolbar=1`);
    } catch {
      setBusy(false); // the toast said why; the name stays for another try
    }
  };
  return (
    <form className="editor-form" onSubmit={(event) => void submit(event)} noValidate aria-label={label ?? t.panels.newPage}>
      <label htmlFor={`${id}-name`}>{preset ? t.panels.newItemName : t.panels.pageName}</label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <FieldError id={`${id}-error`} error={error} />
      {preset === null && (
        <>
          <label htmlFor={`${id}-collection`}>{t.panels.collection}</label>
          <select id={`${id}-collection`} value={collection} onChange={(event) => setCollection(event.target.value)}>
            <option value="">{t.panels.noCollection}</option>
            {pageCollections.map((c) => (
              <option key={c.collectionId} value={c.collectionName}>
                {collectionTitle(t, c.collectionName, collections)}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
        {preset ? t.panels.addItem : t.panels.createPage}
      </button>
    </form>
  );
}
