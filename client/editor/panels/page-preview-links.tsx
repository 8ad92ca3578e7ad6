import { useAtomValue } from "jotai";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, type PreviewLink, type PreviewLinkDays } from "../../../common/preview-links";
import { contentApi } from "../api/content";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";

/**
 * Page menu: the page's preview links (docs/decisions/126). A new link shows the page's unpublished state to whoever
 * has it, without an account, for the chosen days. Only a hash of its token is stored, so a link's address can be
 * copied in the tab that made it; every active link is listed with its expiry and can be revoked.
 */
export function PagePreviewLinks() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  // The addresses made in this tab, by link id: the server cannot tell them again.
  const [urls, setUrls] = useState<Record<string, string>>({});
  const pageId = boot?.pageId ?? "";
  const load = useCallback(async () => {
    try {
      setLinks((await contentApi.previewLinks(pageId)).links);
    } catch (failure) {
      console.error("preview links", failure);
    }
  }, [pageId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!boot || !t) return null;
  const until = (iso: string) => new Date(iso).toLocaleString(t.dateLocale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" });
  const create = (event: FormEvent) => {
    event.preventDefault();
    withToast({ loading: t.panels.previewLinkCreating, success: t.panels.previewLinkCreated, error: t.panels.errorPreviewLink }, () =>
      contentApi.createPreviewLink(boot.pageId, boot.locale, days),
    ).then(
      (link) => {
        setUrls((known) => ({ ...known, [link.id]: link.url }));
        return load();
      },
      () => {},
    );
  };
  const revoke = (link: PreviewLink) =>
    withToast({ loading: t.panels.previewLinkRevoking, success: t.panels.previewLinkRevoked, error: t.panels.errorPreviewLink }, () =>
      contentApi.revokePreviewLink(boot.pageId, link.id),
    ).then(load, () => {});
  const copy = (url: string, button: HTMLElement) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(t.panels.previewLinkCopied),
      // Without clipboard access the address is selected, ready for the keyboard's copy.
      () => button.parentElement?.querySelector("input")?.select(),
    );
  return (
    <fieldset className="editor-fieldset editor-preview-links">
      <legend>{t.panels.previewLinks}</legend>
      <p className="editor-hint">{t.panels.previewLinksHint}</p>
      <form className="editor-form" onSubmit={create}>
        <label htmlFor={`${id}-days`}>{t.panels.previewLinkDays}</label>
        <select
          id={`${id}-days`}
          value={days}
          onChange={(event) => setDays(PREVIEW_LINK_DAYS.find((option) => option === Number(event.target.value)) ?? DEFAULT_PREVIEW_LINK_DAYS)}
        >
          {PREVIEW_LINK_DAYS.map((option) => (
            <option key={option} value={option}>
              {t.panels.previewLinkDaysOption(option)}
            </option>
          ))}
        </select>
        <button type="submit" className="editor-button">
          {t.panels.createPreviewLink}
        </button>
      </form>
      {links?.length === 0 && <p>{t.panels.noPreviewLinks}</p>}
      <ul className="editor-history" aria-label={t.panels.previewLinks}>
        {links?.map((link) => (
          <li key={link.id}>
            <span>
              {t.panels.previewLinkUntil(until(link.expiresAt))} <span className="editor-hint">{link.locale.toUpperCase()}</span>
            </span>
            {urls[link.id] && (
              <span className="editor-preview-links__url">
                <input readOnly value={urls[link.id]} aria-label={t.panels.previewLinkNew} onFocus={(event) => event.target.select()} />
                <button type="button" className="editor-button" onClick={(event) => void copy(urls[link.id] ?? "", event.currentTarget)}>
                  {t.panels.copyPreviewLink}
                </button>
              </span>
            )}
            <button
              type="button"
              className="editor-button"
              aria-label={t.panels.revokePreviewLinkUntil(until(link.expiresAt))}
              onClick={() => void revoke(link)}
            >
              {t.panels.revokePreviewLink}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
