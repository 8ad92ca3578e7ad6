import type { ComponentType } from "react";
import type { OptionType } from "../../../common/editor/options/option-types";
import { ArticlesOption } from "./articles-option";
import { BookingLinkOption } from "./booking-link-option";
import { CheckboxOption } from "./checkbox-option";
import { ChoiceOption } from "./choice-option";
import { ColorSwatchesOption } from "./color-swatches-option";
import { LinkOption } from "./link-editor";
import { LinksOption } from "./links-option";
import { LocationOption } from "./location-option";
import { MapRouteOption } from "./map-route-option";
import { MediaOption } from "./media-option";
import { NumberOption } from "./number-option";
import { PoiOption } from "./poi-option";
import { TextOption } from "./text-option";
import type { OptionEditorProps } from "./types";

/**
 * The option editor of every option type. Typed over the whole union: a type without an editor does not compile.
 * The choice types share one component (radios of the values the block accepts).
 */
const OPTION_EDITORS = {
  text: TextOption,
  checkbox: CheckboxOption,
  alignment: ChoiceOption,
  verticalAlignment: ChoiceOption,
  shiftedAlignment: ChoiceOption,
  colorSwatches: ColorSwatchesOption,
  objectFit: ChoiceOption,
  gridLayout: ChoiceOption,
  number: NumberOption,
  textSize: ChoiceOption,
  size: ChoiceOption,
  columnLayout: ChoiceOption,
  columnWidth: ChoiceOption,
  link: LinkOption,
  links: LinksOption,
  bookingLink: BookingLinkOption,
  imageFormat: ChoiceOption,
  textPosition: ChoiceOption,
  gameOptions: ChoiceOption,
  scoreOptions: ChoiceOption,
  media: MediaOption,
  poi: PoiOption,
  mapRoute: MapRouteOption,
  location: LocationOption,
  choice: ChoiceOption,
  articles: ArticlesOption,
} satisfies Record<OptionType, ComponentType<OptionEditorProps>>;

/** The editor of an option type, or null for a type this editor does not know. */
export function optionEditorFor(type: string): ComponentType<OptionEditorProps> | null {
  return Object.hasOwn(OPTION_EDITORS, type) ? OPTION_EDITORS[type as OptionType] : null;
}
