import { saveData } from "../../worker/content/data-save";
import { publishPage } from "../../worker/content/publish";
import { groupInserts } from "../../worker/content/pages";
import type { NewField, NewGroup } from "../../common/content-api";
import type { SeedContext } from "./demo-site";
import { HOLES } from "./demo-texts";
import { block, mediaField, rich, text } from "./helpers";
import { addDemoImage } from "./images";

const STEPS = [
  {
    de: ["Ball hinlegen", "Legen Sie den Ball auf die Abschlagsmarke beim Hauptbahnhof."],
    fr: ["Poser la balle", "Posez la balle sur le repère de départ à la gare."],
  },
  {
    de: ["Zielen", "Die Zielmarke steht beim Brunnen. Achten Sie auf Passantinnen und Passanten."],
    fr: ["Viser", "La cible est près de la fontaine. Faites attention aux passants."],
  },
  { de: ["Schläge zählen", "Tragen Sie jeden Schlag auf der Scorekarte ein."], fr: ["Compter les coups", "Notez chaque coup sur la carte de score."] },
] as const;

/** The first hole's "how to play" step slider: three steps, the first with the hole's picture. */
function howToPlay(picture: string): NewGroup {
  const at = (field: NewField, position: number): NewField => ({ ...field, position });
  const fields: NewField[] = [text("title", { de: "So spielen Sie Loch 1", fr: "Jouer le trou 1" })];
  for (const [position, step] of STEPS.entries()) {
    fields.push(at(text("cardTitle", { de: step.de[0], fr: step.fr[0] }), position), at(rich("cardText", { de: [step.de[1]], fr: [step.fr[1]] }), position));
  }
  fields.push(mediaField("images", picture, 0));
  return block("stepFeedBoard", fields, { layout: { type: "text", value: "slider" } });
}

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
    // The first hole also explains the game in a step slider (picture included): its drawer on the course map shows
    // the hole page's own blocks, the slider with them (decision 128).
    await d1.batch(groupInserts(d1, start.page_id, howToPlay(picture), 3));
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
