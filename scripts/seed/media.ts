import { storeMedia } from "../../worker/media/media-store";
import { DEMO_VIDEO_WEBM_BASE64 } from "./assets/demo-video";
import type { SeedContext } from "./demo-site";
import { block, mediaField, text } from "./helpers";
import { addDemoImage, base64Bytes, type DemoImageSpec } from "./images";

const MOTIFS: DemoImageSpec["motif"][] = ["lenses", "frame", "hills", "portrait", "hills"];
/** Width x height of the drawn pictures: landscape, portrait, square and panorama, small so the seed stays fast. */
const SIZES: [number, number][] = [
  [560, 373],
  [480, 600],
  [520, 520],
  [560, 315],
  [480, 720],
  [560, 420],
  [560, 280],
  [480, 540],
  [448, 560],
  [560, 400],
];
const SUBJECTS = [
  { de: "Brillengläser im Morgenlicht", fr: "Verres de lunettes dans la lumière du matin" },
  { de: "Fassung aus Acetat", fr: "Monture en acétate" },
  { de: "Hügel über Winterthur", fr: "Collines au-dessus de Winterthour" },
  { de: "Beratung im Geschäft", fr: "Conseil en magasin" },
  { de: "Abendstimmung am See", fr: "Soirée au bord du lac" },
];
/** Pictures in the masonry gallery: each drawn picture appears three times (10 apart). */
export const GALLERY_PICTURES = 30;

/** The gallery's ten drawings: varied ratios, colours and motifs. */
export function galleryImageSpecs(): DemoImageSpec[] {
  return SIZES.map(([width, height], i) => {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    return {
      name: `galerie-${String(i + 1).padStart(2, "0")}`,
      alt: { de: subject.de, fr: subject.fr },
      width,
      height,
      hues: [(i * 67) % 360, (i * 67 + 160) % 360],
      motif: MOTIFS[i % MOTIFS.length]!,
    };
  });
}

/** Blender's open film "Big Buck Bunny" (CC BY 3.0) on YouTube; the embed loads only after a click. */
export const DEMO_YOUTUBE_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

/** Demo pages of the media blocks: "Galerie" (masonry of 30 pictures and a grid) and "Video" (own file and YouTube). */
export async function seedMedia(ctx: SeedContext): Promise<void> {
  // Each drawing appears three times, 10 apart, with its own alt text.
  const specs = galleryImageSpecs();
  const images: string[] = [];
  for (let n = 0; n < GALLERY_PICTURES; n++) {
    const spec = specs[n % specs.length]!;
    images.push(await addDemoImage(ctx, { ...spec, alt: { de: `${spec.alt.de} (Bild ${n + 1})`, fr: `${spec.alt.fr} (image ${n + 1})` } }));
  }

  await ctx.add({
    name: { de: "Galerie", fr: "Galerie" },
    slugs: { de: "galerie", fr: "galerie" },
    description: { de: "Bilder aus dem Geschäft und aus der Region Winterthur.", fr: "Images du magasin et de la région de Winterthour." },
    groups: [
      block("mediaGallery", [text("title", { de: "Eindrücke", fr: "Impressions" }), ...images.map((id, i) => mediaField("images", id, i))], {
        gridLayout: { type: "select", value: "masonry" },
        columnLayout: { type: "select", value: "4" },
      }),
      block("mediaGallery", [text("title", { de: "Fassungen", fr: "Montures" }), ...images.slice(0, 8).map((id, i) => mediaField("images", id, i))], {
        gridLayout: { type: "select", value: "grid" },
        columnLayout: { type: "select", value: "4" },
        imageFormat: { type: "select", value: "square" },
      }),
    ],
  });

  const video = await storeMedia(
    ctx.db,
    ctx.bucket,
    {
      mediaType: "video",
      mimeType: "video/webm",
      extension: "webm",
      originalFilename: "optik-seeblick-demo.webm",
      width: 640,
      height: 360,
      alt: { de: "Brille schwebt über Hügeln", fr: "Lunettes planant au-dessus des collines" },
    },
    base64Bytes(DEMO_VIDEO_WEBM_BASE64),
  );
  await ctx.add({
    name: { de: "Video", fr: "Vidéo" },
    slugs: { de: "video", fr: "video" },
    description: { de: "Optik Seeblick in bewegten Bildern.", fr: "Optik Seeblick en images animées." },
    groups: [
      block("videoPlayer", [text("title", { de: "Unser Schaufenster", fr: "Notre vitrine" }), mediaField("video", video)]),
      block("videoPlayer", [text("title", { de: "Ein Kurzfilm auf YouTube", fr: "Un court métrage sur YouTube" })], {
        videoUrl: { type: "text", value: DEMO_YOUTUBE_URL },
      }),
    ],
  });
}
