import { beforeAll, describe, expect, it } from "vitest";
import { requestCounting, seedDemo } from "../test/helpers";

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
    expect(props.stops[0]).toMatchObject({ number: 1, title: "Loch 1: Hauptbahnhof", pageUrl: "/de/golf/loch-1", markers: [{ lng: 8.724, lat: 47.5, icon: "start" }] });
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
});
