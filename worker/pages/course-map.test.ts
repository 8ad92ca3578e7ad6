import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { optionValueProblem } from "../../common/editor/options/option-values";
import { saveData } from "../content/data-save";
import { setGroupMeta } from "../content/groups";
import { database } from "../content/pages";
import { publishPage } from "../content/publish";
import { request, requestCounting, seedDemo, testDb } from "../test/helpers";

beforeAll(async () => {
  await seedDemo();
});

/** The island props the course map page embeds. */
const islandProps = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="courseMap">(.*?)<\/script>/)?.[1] ?? "null");

describe("course map page", () => {
  it("lists the nine holes at the points of their own map blocks, within the D1 budget of an uncached page", async () => {
    const miss = await requestCounting("/de/platzkarte");
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.statements).toBeLessThanOrEqual(5);
    console.log(`D1 statements for the uncached course map page: ${miss.statements}`);
    const props = islandProps(miss.body);
    expect(props.stops).toHaveLength(9);
    expect(props.stops[0]).toMatchObject({
      number: 1,
      title: "Loch 1: Hauptbahnhof",
      pageUrl: "/de/golf/loch-1",
      markers: [{ lng: 8.724, lat: 47.5, icon: "start" }],
    });
    expect(props.stops[0].image.url).toMatch(/^\/media\/[\w-]+\.jpg$/);
    expect(props.stops[8]).toMatchObject({ number: 9, markers: [{ lng: 8.742, lat: 47.503, icon: "end" }] });
    expect(props.route).toHaveLength(9);
    // The server HTML alone lists every stop with its link.
    for (let n = 1; n <= 9; n++) expect(miss.body).toContain(`href="/de/golf/loch-${n}"`);
    expect(miss.body).not.toMatch(/maplibre/);
  });

  it("speaks French at its French address", async () => {
    const fr = await requestCounting("/fr/plan-du-parcours");
    expect(fr.status).toBe(200);
    expect(islandProps(fr.body).stops[7]).toMatchObject({ title: "Trou 8 : Roseraie", pageUrl: "/fr/golf/trou-8", pageUrlLabel: "Voir la page" });
  });

  it("follows the holes: a moved point shows after the hole is published; a map block hidden in a language is no stop there", async () => {
    await request("/de/platzkarte");
    const holeMap = async (slug: string) =>
      (await env.DB.prepare(
        `SELECT g.id AS group_id, g.page_id FROM slugs s JOIN items g ON g.page_id = s.page_id AND g.type = 'group'
         WHERE s.locale = 'de' AND s.slug = ?1 AND s.published = 1 AND json_extract(g.draft, '$.blockType') = 'mapContainer'`,
      )
        .bind(slug)
        .first<{ group_id: string; page_id: string }>())!;
    const two = await holeMap("loch-2");
    const { version } = (await env.DB.prepare("SELECT version FROM items WHERE id = ?1").bind(two.group_id).first<{ version: number }>())!;
    await saveData(
      testDb(),
      {
        itemType: "group",
        linkId: two.group_id,
        version,
        data: { options: { points: { type: "poi", value: [{ latitude: "47.5011", longitude: "8.731", icon: "default" }] } } },
      },
      "de",
      null,
      optionValueProblem,
    );
    await publishPage(database(testDb()), env.PAGE_CACHE, two.page_id, null);
    const moved = islandProps((await request("/de/platzkarte")).body);
    expect(moved.stops[1].markers[0]).toMatchObject({ lat: 47.5011, lng: 8.731 });

    const three = await holeMap("loch-3");
    await setGroupMeta(testDb(), { pageId: three.page_id, groupId: three.group_id, meta: { disallowedLanguages: ["fr"] } });
    await publishPage(database(testDb()), env.PAGE_CACHE, three.page_id, null);
    const fr = islandProps((await request("/fr/plan-du-parcours")).body);
    expect(fr.stops).toHaveLength(8);
    expect(fr.stops.map((s: { title: string }) => s.title)).not.toContain("Trou 3 : Place de l'église");
    expect(fr.stops[2]).toMatchObject({ number: 3, title: "Trou 4 : Jardin municipal" });
    expect(islandProps((await request("/de/platzkarte")).body).stops).toHaveLength(9);
  });
});
