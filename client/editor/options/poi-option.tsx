import { ChoiceOption } from "./choice-option";
import { TextOption } from "./text-option";
import type { OptionEditorProps } from "./types";

/** A point of interest's part: latitude and longitude as free text (editor-side section 5), its icon as a choice. */
export function PoiOption(props: OptionEditorProps) {
  return props.option.choices ? <ChoiceOption {...props} /> : <TextOption {...props} />;
}
