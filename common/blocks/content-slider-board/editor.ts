import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { contentSliderBoard } from "./definition";

/** The editor part of a contentSliderBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof contentSliderBoard>({
  options: { color: option("colorSwatches"), autoplay: option("checkbox"), fullHeight: option("checkbox"), links: option("links") },
  picker: { group: "content", icon: "list", position: 9 },
  names: { de: "Inhalts-Slider", fr: "Carrousel de contenus", en: "Content slider" },
});
