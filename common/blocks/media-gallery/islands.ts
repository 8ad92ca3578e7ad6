import { defineIsland } from "../../islands/define";

export const mediaGalleryIsland = defineIsland("mediaGallery", () => import("./media-gallery").then((m) => m.MediaGallery));
