import { useAtomValue } from "jotai";
import type { ComponentType } from "react";
import { RESERVED_SLUGS } from "../../../common/routes";
import { setMode } from "../state/overlays";
import { bootAtom } from "../state/store";
import { modeAtom } from "../state/overlays";
import { textsAtom } from "../i18n/session";
import { AuditList } from "./audit-list";
import { HistoryList } from "./history-list";
import { Overlay } from "./overlay";
import { PageDelete } from "./page-delete";
import { type PageMenuSectionProps, usePageInfos } from "./page-info";
import { PageLanguages } from "./page-languages";
import { PageNames } from "./page-names";
import { PagePassword } from "./page-password";
import { PageSlugs } from "./page-slugs";
import { PageOldAddresses } from "./page-old-addresses";
import { PagePreviewLinks } from "./page-preview-links";
import "./panels.css";

/** The page menu's sections, in order: a new section is one component and one entry here. */
const SECTIONS: { key: string; Section: ComponentType<PageMenuSectionProps> }[] = [
  { key: "names", Section: PageNames },
  { key: "slugs", Section: PageSlugs },
  { key: "oldAddresses", Section: PageOldAddresses },
  { key: "previewLinks", Section: PagePreviewLinks },
  { key: "languages", Section: PageLanguages },
  { key: "password", Section: PagePassword },
  { key: "history", Section: HistoryList },
  { key: "audit", Section: AuditList },
];

/**
 * The page menu (query flag `pagemenu`; editor-side section 2): the page's status and protection, then its
 * sections (rename, address, old addresses, preview links, languages, password, publications, recent changes), and deleting the page.
 */
export function PageMenu() {
  const mode = useAtomValue(modeAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const open = mode === "pagemenu";
  const { infos, failed, reload } = usePageInfos(open);
  if (!boot || !t) return null;
  const isProtected = infos?.[boot.locale]?.meta.protected ?? false;
  // Role pages (home, contact, imprint …) keep their address and cannot be deleted.
  const rolePage = Object.values(infos ?? {}).some((info) => info?.slug && RESERVED_SLUGS.includes(info.slug));
  return (
    <Overlay open={open} onOpenChange={(next) => !next && setMode("toolbar")} title={t.pageMenu}>
      <dl className="editor-facts">
        <dt>{t.pageStatus}</dt>
        <dd>
          {t.status[boot.pageStatus]}
          {isProtected && <span className="editor-badge editor-badge--protected">{t.panels.protected}</span>}
        </dd>
      </dl>
      {!infos && <p role="status">{failed ? t.panels.errorLoad : t.panels.loading}</p>}
      {infos && SECTIONS.map(({ key, Section }) => <Section key={key} infos={infos} reload={reload} />)}
      {infos && !rolePage && <PageDelete />}
    </Overlay>
  );
}
