import { branchStateTexts } from "../../directory/open-state-texts";
import { directoryTexts } from "../../directory/texts";
import { dictionary } from "../../i18n";
import type { Locale } from "../../locales";
import { blockTexts } from "../shared/texts";
import type { ContactLabels } from "./branch-contact";

/** The labels of the branch contact and opening-hours views in a locale. */
export function contactLabels(locale: Locale): ContactLabels {
  const t = dictionary(locale);
  const block = blockTexts(locale);
  return {
    weekdays: t.weekdays,
    closed: t.closed,
    openingHours: t.openingHours,
    specialHours: directoryTexts(locale).specialHours,
    phone: block.phone,
    email: block.email,
    state: branchStateTexts(locale),
  };
}
