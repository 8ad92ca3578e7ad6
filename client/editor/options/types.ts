import type { EditorLanguage } from "../../../common/editor/boot";
import type { OptionDescription } from "../../../common/editor/options/description";
import type { Locale } from "../../../common/locales";
import type { OptionsTexts } from "../i18n/options-de";

/** What every option editor gets: the option, its label and value, and the save of the saving layer. */
export type OptionEditorProps = {
  option: OptionDescription;
  label: string;
  value: unknown;
  /** Saves through the saving layer; rejects with the message to show (the server's, naming the option). */
  save: (value: unknown) => Promise<void>;
  texts: OptionsTexts;
  language: EditorLanguage;
  locale: Locale;
  /** Positions of the block's cards (per-card links). */
  positions: number[];
  /** A stable id prefix for labels and messages. */
  id: string;
};
