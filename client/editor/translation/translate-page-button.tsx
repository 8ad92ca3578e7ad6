import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Locale } from "../../../common/locales";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { translateWithToast } from "./translate-action";

/** The toolbar's translations area: translates the whole page from `from` (default: the shown language) into every other one of the page. */
export function TranslatePageButton({ from }: { from?: Locale }) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [busy, setBusy] = useState(false);
  if (!boot || !t || boot.locales.length < 2) return null;
  const run = async () => {
    setBusy(true);
    await translateWithToast({ from: from ?? boot.locale, to: "all" });
    setBusy(false);
  };
  return (
    <button type="button" className="editor-button" aria-busy={busy} disabled={busy} onClick={() => void run()}>
      {t.translatePage(from ?? boot.locale)}
    </button>
  );
}
