import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useAtomValue } from "jotai";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { useEditorRoot } from "../page/editor-root";
import { withMode } from "../state/query-flags";

/**
 * The locale switcher (editor-side section 2): upper-cased codes opening upwards; only when the site has several
 * locales. Choosing one goes to this page in that locale (its slug there) in edit mode, toolbar open.
 */
export function LocaleSwitcher() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const root = useEditorRoot();
  if (!boot || !t || boot.locales.length < 2) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="editor-button" aria-label={`${t.language}: ${boot.locale.toUpperCase()}`}>
        {boot.locale.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={root}>
        <DropdownMenu.Content className="editor-menu" side="top" align="start" sideOffset={6}>
          <DropdownMenu.RadioGroup
            value={boot.locale}
            onValueChange={(locale) => {
              const target = boot.locales.find((l) => l.locale === locale);
              if (target && locale !== boot.locale) location.assign(`${target.path}${withMode("", "toolbar")}`);
            }}
          >
            {boot.locales.map(({ locale }) => (
              <DropdownMenu.RadioItem key={locale} value={locale} className="editor-menu__item" lang={locale}>
                {locale.toUpperCase()}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
