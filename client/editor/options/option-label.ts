import type { EditorLanguage } from "../../../common/editor/boot";
import { THEME_LABELS } from "../../../common/forms/contact-fields";
import { SPONSOR_LABELS } from "../../../common/forms/labels";
import { textsIn } from "../../../common/texts-in";
import type { OptionsTexts } from "../i18n/options-de";

/**
 * An option's label: the dictionary's, the form's own topic or package name for the per-topic and per-package
 * switches (the forms' own texts in the editor's language), else the generic unknown label (editor-side section 8).
 */
export function optionLabel(key: string, texts: OptionsTexts, language: EditorLanguage): string {
  const known = texts.labels[key];
  if (known) return known;
  const theme = (textsIn(THEME_LABELS, language) as Record<string, string>)[key];
  if (theme) return theme;
  const sponsor = key.endsWith("Booked") ? (textsIn(SPONSOR_LABELS, language) as Record<string, string>)[key.slice(0, -"Booked".length)] : undefined;
  return sponsor ? texts.booked(sponsor) : texts.unknownLabel;
}
