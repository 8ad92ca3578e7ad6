import type { FormLang } from "../../../common/forms/messages";
import { THEME_LABELS } from "../../../common/forms/contact";
import { SPONSOR_LABELS } from "../../../common/forms/labels";
import type { OptionsTexts } from "../i18n/options-de";

/**
 * An option's label: the dictionary's, the form's own topic or package name for the per-topic and per-package
 * switches, else the generic unknown label (editor-side section 8).
 */
export function optionLabel(key: string, texts: OptionsTexts, language: FormLang): string {
  const known = texts.labels[key];
  if (known) return known;
  const theme = (THEME_LABELS[language] as Record<string, string>)[key];
  if (theme) return theme;
  const sponsor = key.endsWith("Booked") ? (SPONSOR_LABELS[language] as Record<string, string>)[key.slice(0, -"Booked".length)] : undefined;
  return sponsor ? texts.booked(sponsor) : texts.unknownLabel;
}
