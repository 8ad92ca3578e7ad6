import { useAtom, useAtomValue } from "jotai";
import { bootAtom, pagesPanelAtom, textsAtom } from "../state/store";
import { Overlay } from "./overlay";

/**
 * The pages panel (opened from the toolbar, closed first by Escape). The navigation containers and the page
 * list come with a later issue; today it links the places that exist: this page live and the form submissions.
 */
export function PagesPanel() {
  const [open, setOpen] = useAtom(pagesPanelAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  if (!boot || !t) return null;
  return (
    <Overlay open={open} onOpenChange={setOpen} title={t.pages}>
      <ul className="editor-links">
        <li>
          <a href={boot.livePath}>{t.livePage}</a>
        </li>
        <li>
          <a href={`/${boot.locale}/edit/submissions`}>{t.submissions}</a>
        </li>
      </ul>
    </Overlay>
  );
}
