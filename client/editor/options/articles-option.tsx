import { type FormEvent, useState } from "react";
import { optionsApi } from "./api";
import { OptionLabel, OptionSaveFooter, OptionUrlInput } from "./option-frame";
import type { OptionEditorProps } from "./types";
import { useOptionSave } from "./use-option-save";

/**
 * Article teasers of the article blocks (the GO feed and the news board): the editor pastes an article URL of the configured article site;
 * the lookup route finds its post id (or answers the spec's texts: 'URL nicht angegeben', 'Url nicht gefunden',
 * the generic error), and the id joins the block's list. Listed articles can be removed again.
 */
export function ArticlesOption({ label, value, save, texts, id }: OptionEditorProps) {
  const [ids, setIds] = useState<number[]>(Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : []);
  const [titles, setTitles] = useState<Record<number, string>>({});
  const [url, setUrl] = useState("");
  const { busy, error, setError, run } = useOptionSave(save);
  const store = (next: number[]) => {
    setIds(next);
    void run(next);
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError(texts.articleMissing);
    try {
      const found = await optionsApi.lookupArticle(url.trim());
      setTitles((known) => ({ ...known, [found.postId]: found.teaser.title }));
      setUrl("");
      if (!ids.includes(found.postId)) store([...ids, found.postId]);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.articleError);
    }
  };
  return (
    <form className="editor-option" onSubmit={(event) => void add(event)} noValidate>
      <OptionLabel id={id} label={texts.articleUrl} busy={busy} savingLabel={texts.saving} />
      <OptionUrlInput id={id} errorOf={id} value={url} setValue={setUrl} error={error} setError={setError} />
      <OptionSaveFooter id={id} error={error} busy={busy} submit={texts.articleAdd} />
      {ids.length > 0 && (
        <>
          <p className="editor-option__sublabel">{`${label}: ${texts.articleListed}`}</p>
          <ul className="editor-option__list">
            {ids.map((postId) => (
              <li key={postId}>
                <span>{titles[postId] ?? `#${postId}`}</span>
                <button
                  type="button"
                  className="editor-button editor-button--small"
                  disabled={busy}
                  aria-label={`${texts.remove}: ${titles[postId] ?? `#${postId}`}`}
                  onClick={() => store(ids.filter((other) => other !== postId))}
                >
                  {texts.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
