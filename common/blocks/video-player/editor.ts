import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { videoPlayer } from "./definition";

/** The editor part of a videoPlayer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof videoPlayer>({
  options: { videoUrl: option("text"), streamVideoId: null, aspectRatio: option("choice"), autoplay: option("checkbox") },
  media: { video: mediaField("video") },
  picker: { group: "content", icon: "video", position: 5 },
  names: { de: "Video", fr: "Vidéo", en: "Video" },
  fieldNames: {
    video: { de: "Video", fr: "Vidéo", en: "Video" },
  },
});
