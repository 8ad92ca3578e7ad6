import { saveData } from "../../worker/content/data-save";
import { publishPage } from "../../worker/content/publish";
import type { SeedContext } from "./demo-site";
import { HOLES } from "./demo-texts";
import { block, rich, text } from "./helpers";
import { addDemoImage } from "./images";

/** The course route: through the nine holes in order, as [longitude, latitude] pairs. */
export const COURSE_ROUTE: [number, number][] = HOLES.map((hole) => [Number(hole.lng), Number(hole.lat)]);

/**
 * The course map ("Platzkarte" / "Plan du parcours"): a map block listing the golf collection (each hole at
 * the point of its own map block) with a route through the holes. The first hole's map block also gets a
 * picture, shown in its popup and drawer.
 */
export async function seedMap(ctx: SeedContext): Promise<void> {
  const d1 = ctx.db.$client;
  const start = await d1
    .prepare(
      `SELECT g.id AS group_id, g.page_id FROM slugs s JOIN items g ON g.site_id = $site AND g.page_id = s.page_id AND g.type = 'group'
       WHERE s.site_id = $site AND s.locale = 'de' AND s.slug = ?1 AND s.published = 1 AND json_extract(g.draft, '$.blockType') = 'mapContainer'`,
    )
    .bind(HOLES[0]?.slugs.de ?? "")
    .first<{ group_id: string; page_id: string }>();
  if (start) {
    const picture = await addDemoImage(ctx, {
      name: "urban-golf-abschlag-hauptbahnhof",
      alt: { de: "Abschlag von Loch 1 beim Hauptbahnhof Winterthur", fr: "Départ du trou 1 à la gare centrale de Winterthour" },
      width: 640,
      height: 400,
      hues: [140, 40],
      motif: "hills",
    });
    await saveData(
      d1,
      { itemType: "field", linkId: start.group_id, add: true, data: { name: "images", contentType: "media", mediaId: picture } },
      "de",
      null,
      () => null,
    );
    await publishPage(ctx.db, ctx.kv, start.page_id, null);
  }
  await ctx.add({
    name: { de: "Platzkarte", fr: "Plan du parcours" },
    slugs: { de: "platzkarte", fr: "plan-du-parcours" },
    description: {
      de: "Alle neun Löcher des Urban-Golf-Parcours in Winterthur auf der Karte.",
      fr: "Les neuf trous du parcours d'urban golf de Winterthour sur la carte.",
    },
    groups: [
      block(
        "mapContainer",
        [
          text("title", { de: "Der Parcours", fr: "Le parcours" }),
          rich("description", {
            de: ["Neun Löcher vom Hauptbahnhof bis in den Park. Tippen Sie auf eine Nummer oder wischen Sie durch die Stationen."],
            fr: ["Neuf trous de la gare jusqu'au parc. Touchez un numéro ou faites défiler les étapes."],
          }),
        ],
        { collection: { type: "text", value: "golf" }, route: { type: "mapRoute", value: COURSE_ROUTE } },
      ),
    ],
  });
}
