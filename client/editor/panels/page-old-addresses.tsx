import { useAtomValue } from "jotai";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { apiErrorAnswerSchema } from "../../../common/content-api";
import { type OldAddress, oldAddressPathSchema } from "../../../common/old-addresses";
import { contentApi } from "../api/content";
import { EditorApiError } from "../api/client";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import type { EditorTexts } from "../i18n/texts";
import { FieldError } from "./field-error";

/** The inline text for a refused old address, by the rule the server named; null for failures the toast reports. */
function refusalText(error: unknown, t: EditorTexts): string | null {
  if (!(error instanceof EditorApiError)) return null;
  if (error.status === 409) return t.panels.oldAddressTaken;
  if (error.status !== 400) return null;
  const rule = apiErrorAnswerSchema.safeParse(error.body).data?.issues?.[0]?.rule;
  if (rule === "loop") return t.panels.oldAddressLoop;
  if (rule === "reserved") return t.panels.oldAddressReserved;
  return t.panels.oldAddressInvalid;
}

/**
 * Page menu: the page's old addresses (docs/decisions/125), each answering visitors with a 301 to the page; the
 * owner removes one or adds one by hand (e.g. a path of the shop's previous website). Both apply at once.
 */
export function PageOldAddresses() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [addresses, setAddresses] = useState<OldAddress[] | null>(null);
  const [path, setPath] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pageId = boot?.pageId ?? "";
  const load = useCallback(async () => {
    try {
      setAddresses((await contentApi.oldAddresses(pageId)).addresses);
    } catch (failure) {
      console.error("old addresses", failure);
    }
  }, [pageId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!boot || !t) return null;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!oldAddressPathSchema.safeParse(path).success) return setError(t.panels.oldAddressInvalid);
    setError(null);
    const shown = toast.loading(t.panels.oldAddressSaving);
    try {
      await contentApi.addOldAddress(boot.pageId, boot.locale, path);
      toast.success(t.panels.oldAddressSaved, { id: shown });
      setPath("");
      await load();
    } catch (failure) {
      const text = refusalText(failure, t);
      if (text) {
        toast.dismiss(shown);
        setError(text);
      } else toast.error(`${t.panels.errorOldAddress}: ${failure instanceof Error ? failure.message : String(failure)}`, { id: shown });
    }
  };
  const remove = (old: OldAddress) =>
    withToast({ loading: t.panels.oldAddressSaving, success: t.panels.oldAddressRemoved, error: t.panels.errorOldAddress }, () =>
      contentApi.removeOldAddress(boot.pageId, old.path),
    ).then(load, () => {});
  return (
    <fieldset className="editor-fieldset editor-old-addresses">
      <legend>{t.panels.oldAddresses}</legend>
      <p className="editor-hint" id={`${id}-hint`}>
        {t.panels.oldAddressesHint}
      </p>
      {addresses?.length === 0 && <p>{t.panels.noOldAddresses}</p>}
      <ul className="editor-history" aria-label={t.panels.oldAddresses}>
        {addresses?.map((old) => (
          <li key={old.path}>
            <span>
              <code>{old.path}</code> <span className="editor-hint">{t.panels.oldAddressLeadsTo(old.locale)}</span>
            </span>
            <button type="button" className="editor-button" aria-label={t.panels.removeOldAddressOf(old.path)} onClick={() => void remove(old)}>
              {t.panels.removeOldAddress}
            </button>
          </li>
        ))}
      </ul>
      <form className="editor-form" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor={`${id}-path`}>{t.panels.newOldAddress}</label>
        <input
          id={`${id}-path`}
          value={path}
          placeholder={t.panels.oldAddressExample}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => setPath(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <FieldError id={`${id}-error`} error={error} />
        <button type="submit" className="editor-button">
          {t.panels.addOldAddress}
        </button>
      </form>
    </fieldset>
  );
}
