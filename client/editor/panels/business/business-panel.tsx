import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense, useRef } from "react";
import { refreshAfterChange } from "../../saving/refresh";
import { textsAtom } from "../../i18n/session";
import { Overlay } from "../overlay";
import { businessPanelAtom } from "../../state/overlays";
import "./business.css";

// The form loads on first use: the editor entry stays small.
const BusinessForm = lazy(() => import("./business-form").then((module) => ({ default: module.BusinessForm })));

/**
 * The business panel: the site owner's business record and its branches with opening hours and special days.
 * Saved changes are live at once (every page revalidated); closing after a save reloads the page in edit mode so
 * its footer and contact blocks show them.
 */
export function BusinessPanel() {
  const [open, setOpen] = useAtom(businessPanelAtom);
  const t = useAtomValue(textsAtom);
  const saved = useRef(false);
  if (!t) return null;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next && saved.current) {
      saved.current = false;
      void refreshAfterChange(["pageData"]);
    }
  };
  return (
    <Overlay open={open} onOpenChange={change} title={t.businessTexts.title} description={t.businessTexts.hint} wide>
      {open && (
        <Suspense fallback={<p role="status">{t.panels.loading}</p>}>
          <BusinessForm
            onSaved={() => {
              saved.current = true;
            }}
          />
        </Suspense>
      )}
    </Overlay>
  );
}
