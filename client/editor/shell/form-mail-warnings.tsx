import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { MARKER } from "../../../common/editor/markers";
import { openBusinessPanel } from "../panels/business/open";
import { contactEmailMissingAtom } from "../state/site";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";

/**
 * Edit mode only (the boot data exists nowhere else): while the business record has no "E-Mail für
 * Kontaktanfragen", every contact and sponsor form block on the page says that its submissions are stored but
 * mailed to no one, with a way to the business panel. Once the panel has saved an address, the notes go.
 */
export function FormMailWarnings() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const known = useAtomValue(contactEmailMissingAtom);
  const missing = known ?? Boolean(boot?.contactEmailMissing);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  useEffect(() => {
    if (!missing) return;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)).filter((block) =>
      (boot?.mailedFormTypes ?? []).includes(block.getAttribute(MARKER.blockType) ?? ""),
    );
    const created = blocks.map((block) => {
      const host = document.createElement("div");
      host.className = "editor-form-mail";
      block.insertBefore(host, block.firstChild);
      return host;
    });
    setHosts(created);
    return () => {
      for (const host of created) host.remove();
      setHosts([]);
    };
  }, [missing, boot]);
  if (!t || !missing) return null;
  return hosts.map((host) =>
    createPortal(
      <>
        <p>{t.formMailMissing}</p>
        <button type="button" className="editor-button" onClick={openBusinessPanel}>
          {t.businessTexts.open}
        </button>
      </>,
      host,
    ),
  );
}
