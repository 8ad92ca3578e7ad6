import type { ContentType, FieldDataType } from "../../content";

/** A field a new block starts with: its name, kind, slot position (repeated items) and data type (validation). */
export type StarterField = { name: string; contentType: ContentType; position?: number; dataType?: FieldDataType };

/** A plain text field in every language (the seed's kind for titles, labels, card titles). */
export const text = (name: string, position?: number, dataType?: FieldDataType): StarterField => ({
  name,
  contentType: "localizedSingleValue",
  ...(position === undefined ? {} : { position }),
  ...(dataType ? { dataType } : {}),
});

/** A rich-text field in every language (descriptions, card texts, the text block). */
export const rich = (name: string, position?: number): StarterField => ({
  name,
  contentType: "localizedRichText",
  ...(position === undefined ? {} : { position }),
});

/** The intro every block head renders (BlockIntro): kicker, title, subtitle and the description. */
export const INTRO: readonly StarterField[] = [text("title"), text("kicker"), text("subtitle"), rich("description")];

/** One first card at position 0 (readCards): its title and text, so the owner sees one card to fill. */
export const FIRST_CARD: readonly StarterField[] = [text("cardTitle", 0), rich("cardText", 0)];

/** The label of a block's button (BlockButton); its link is an option. */
export const BUTTON: StarterField = text("button");
