import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TEXT_CONTENT_TYPES } from "../fields/text-field";
import { itemElements, readItem } from "../page/markers";
import { textsAtom } from "../i18n/session";
import { setMode } from "../state/overlays";

/**
 * The page's first stop for the keyboard in edit mode: "Zum Editor", before the site's own skip link. It opens the
 * toolbar and focuses the page's first field, which starts editing it (Tab then walks field by field).
 */
export function SkipToEditor() {
  const t = useAtomValue(textsAtom);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    element.className = "editor-skip";
    document.body.insertBefore(element, document.body.firstChild);
    setHost(element);
    return () => {
      element.parentNode?.removeChild(element);
    };
  }, []);
  if (!t || !host) return null;
  return createPortal(
    // A button, not a link: it opens the toolbar and starts editing, it goes nowhere.
    <button
      type="button"
      className="editor-skip__link"
      onClick={() => {
        setMode("toolbar");
        // The toolbar's selection makes the items focusable once it has rendered.
        requestAnimationFrame(() => {
          const first = itemElements().find((element) => {
            const type = readItem(element)?.contentType ?? "";
            return element.closest("main") && (TEXT_CONTENT_TYPES.includes(type) || type === "localizedRichText");
          });
          first?.scrollIntoView({ block: "center" });
          first?.focus();
        });
      }}
    >
      {t.skipToEditor}
    </button>,
    host,
  );
}
