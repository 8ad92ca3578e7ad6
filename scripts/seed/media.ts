import { storeMedia } from "../../worker/media/media-store";
import { DEMO_VIDEO_WEBM_BASE64 } from "./assets/demo-video";
import type { SeedContext } from "./demo-site";
import { block, mediaField, text } from "./helpers";
import { addDemoImage, type DemoImageSpec } from "./images";

const MOTIFS: DemoImageSpec["motif"][] = ["lenses", "frame", "hills", "portrait", "hills", "lenses"];
/** Width x height of the gallery pictures: landscape, portrait, square and panorama, all small. */
const SIZES: [number, number][] = [
  [720, 480],
  [640, 800],
  [720, 720],
  [800, 450],
  [640, 960],
  [720, 540],
  [800, 400],
  [640, 720],
];
const SUBJECTS = [
  { de: "Brillengläser im Morgenlicht", fr: "Verres de lunettes dans la lumière du matin" },
  { de: "Fassung aus Acetat", fr: "Monture en acétate" },
  { de: "Hügel über Winterthur", fr: "Collines au-dessus de Winterthour" },
  { de: "Beratung im Geschäft", fr: "Conseil en magasin" },
  { de: "Abendstimmung am See", fr: "Soirée au bord du lac" },
  { de: "Sonnenbrille im Schaufenster", fr: "Lunettes de soleil en vitrine" },
];

/** The 30 gallery pictures: varied ratios and colours, numbered in their alt text. */
export function galleryImageSpecs(): DemoImageSpec[] {
  return Array.from({ length: 30 }, (_, i) => {
    const [width, height] = SIZES[i % SIZES.length]!;
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    return {
      name: `galerie-${String(i + 1).padStart(2, "0")}`,
      alt: { de: `${subject.de} (Bild ${i + 1})`, fr: `${subject.fr} (image ${i + 1})` },
      width,
      height,
      hues: [(i * 47) % 360, (i * 47 + 160) % 360],
      motif: MOTIFS[i % MOTIFS.length]!,
    };
  });
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Blender's open film "Big Buck Bunny" (CC BY 3.0) on YouTube; the embed loads only after a click. */
export const DEMO_YOUTUBE_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

/** Demo pages of the media blocks: "Galerie" (masonry of 30 pictures and a grid) and "Video" (own file and YouTube). */
export async function seedMedia(ctx: SeedContext): Promise<void> {
  const images: string[] = [];
  for (const spec of galleryImageSpecs()) images.push(await addDemoImage(ctx, spec));

  await ctx.add({
    name: { de: "Galerie", fr: "Galerie" },
    slugs: { de: "galerie", fr: "galerie" },
    description: { de: "Bilder aus dem Geschäft und aus der Region Winterthur.", fr: "Images du magasin et de la région de Winterthour." },
    groups: [
      block(
        "mediaGallery",
        [text("title", { de: "Eindrücke", fr: "Impressions" }), ...images.map((id, i) => mediaField("images", id, i))],
        { gridLayout: { type: "select", value: "masonry" }, columnLayout: { type: "select", value: "4" } },
      ),
      block(
        "mediaGallery",
        [text("title", { de: "Fassungen", fr: "Montures" }), ...images.slice(0, 8).map((id, i) => mediaField("images", id, i))],
        { gridLayout: { type: "select", value: "grid" }, columnLayout: { type: "select", value: "4" }, imageFormat: { type: "select", value: "square" } },
      ),
    ],
  });

  const video = await storeMedia(
    ctx.db,
    ctx.bucket,
    { mediaType: "video", mimeType: "video/webm", extension: "webm", originalFilename: "optik-seeblick-demo.webm", width: 640, height: 360, alt: { de: "Brille schwebt über Hügeln", fr: "Lunettes planant au-dessus des collines" } },
    base64Bytes(DEMO_VIDEO_WEBM_BASE64),
  );
  await ctx.add({
    name: { de: "Video", fr: "Vidéo" },
    slugs: { de: "video", fr: "video" },
    description: { de: "Optik Seeblick in bewegten Bildern.", fr: "Optik Seeblick en images animées." },
    groups: [
      block("videoPlayer", [text("title", { de: "Unser Schaufenster", fr: "Notre vitrine" }), mediaField("video", video)]),
      block("videoPlayer", [text("title", { de: "Ein Kurzfilm auf YouTube", fr: "Un court métrage sur YouTube" })], { videoUrl: { type: "text", value: DEMO_YOUTUBE_URL } }),
    ],
  });
}
