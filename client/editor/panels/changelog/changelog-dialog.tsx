import { useAtom, useAtomValue } from "jotai";
import { mayDo } from "../../../../common/editor/permissions";
import { useEffect, useState } from "react";
import { changelogAnswerSchema, okAnswerSchema } from "../../../../common/content-api";
import { api, apiCall } from "../../api/client";
import { bootAtom } from "../../state/store";
import { textsAtom } from "../../i18n/session";
import { changelogAtom } from "../../state/overlays";
import { Overlay } from "../overlay";
import { ChangelogEntryForm } from "./changelog-entry-form";
import { FieldError } from "../field-error";

/** The dialog opens by itself once a session (editor-side section 4). */
const SHOWN_KEY = "editor.changelogShown";

type Entry = { date: string; text: string };
type Loaded = { state: "loading" } | { state: "error" } | { state: "ready"; entries: Entry[] };

const load = (language: "de" | "fr", showAll: boolean) =>
  apiCall(api.changelog.$get({ query: { language, showAll: showAll ? "true" : "false" } }), changelogAnswerSchema);

/**
 * The changelog dialog (editor-side sections 2, 4 and 8): opens by itself when entries exist that this editor has
 * not seen, once a session; closing it posts the dates shown as seen. The settings link opens it with all
 * entries. An empty list and a failed load have their own texts. Admins add entries here.
 */
export function ChangelogDialog() {
  const [open, setOpen] = useAtom(changelogAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const language = boot?.language === "fr" ? "fr" : "de";

  // Once a session: unseen entries open the dialog by themselves.
  useEffect(() => {
    if (sessionStorage.getItem(SHOWN_KEY)) return;
    load(language, false).then(
      ({ entries }) => {
        if (entries.length === 0) return;
        setLoaded({ state: "ready", entries });
        setOpen("unseen");
      },
      (error: unknown) => console.error("changelog", error),
    );
  }, [language, setOpen]);

  // The settings link: every entry.
  useEffect(() => {
    if (open !== "all") return;
    setLoaded({ state: "loading" });
    load(language, true).then(
      ({ entries }) => setLoaded({ state: "ready", entries }),
      (error: unknown) => {
        console.error("changelog", error);
        setLoaded({ state: "error" });
      },
    );
  }, [open, language]);

  if (!t) return null;
  const c = t.changelogTexts;
  const close = () => {
    sessionStorage.setItem(SHOWN_KEY, "1");
    const dates = loaded.state === "ready" ? loaded.entries.map((entry) => entry.date) : [];
    if (dates.length) apiCall(api.changelog.$post({ json: { dates } }), okAnswerSchema).catch((error: unknown) => console.error("changelog seen", error));
    setOpen("closed");
  };
  return (
    <Overlay open={open !== "closed"} onOpenChange={(next) => !next && close()} title={c.title} kind="dialog">
      {loaded.state === "loading" && <p role="status">{c.loading}</p>}
      <FieldError error={loaded.state === "error" && c.error} />
      {loaded.state === "ready" && loaded.entries.length === 0 && <p>{c.empty}</p>}
      {loaded.state === "ready" && loaded.entries.length > 0 && (
        <ul className="editor-changelog">
          {loaded.entries.map((entry) => (
            <li key={entry.date}>
              <time dateTime={entry.date}>
                {new Date(`${entry.date}T00:00:00Z`).toLocaleDateString(language === "fr" ? "fr-CH" : "de-CH", { timeZone: "UTC" })}
              </time>
              <p>{entry.text}</p>
            </li>
          ))}
        </ul>
      )}
      {boot && mayDo(boot.editorRole, "addChangelogEntry") && open === "all" && (
        <ChangelogEntryForm
          onAdded={(entry) =>
            setLoaded((current) => ({
              state: "ready",
              entries: [
                { date: entry.date, text: language === "fr" ? entry.textFr : entry.textDe },
                ...(current.state === "ready" ? current.entries : []),
              ].sort((a, b) => b.date.localeCompare(a.date)),
            }))
          }
        />
      )}
      <div className="editor-actions">
        <button type="button" className="editor-button editor-button--primary" onClick={close}>
          {t.close}
        </button>
      </div>
    </Overlay>
  );
}
