import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { block, context, entry } from "../test-fixtures";
import { scoreTracker } from "./definition";

const holes = [entry("h1", "Loch 1: Bahnhof"), entry("h2", "Loch 2: Stadthaus")];
const render = (options: Record<string, unknown>, locale: "de" | "fr" = "de", collections = { golf: holes }) =>
  renderToString(
    <scoreTracker.View
      block={block("scoreTracker", [], options)}
      options={scoreTracker.options.parse(options)}
      ctx={{ ...context(locale, "live", collections), pageCollection: "golf" }}
    />,
  );

describe("scoreTracker on the server", () => {
  it("asks the page loader for the course the option names; without one the loader adds the page's course", () => {
    expect(scoreTracker.collections?.(scoreTracker.options.parse({}))).toEqual([]);
    expect(scoreTracker.collections?.(scoreTracker.options.parse({ collection: "parcours" }))).toEqual(["parcours"]);
    expect(scoreTracker.island).toBe(true);
  });

  it("renders the island with the course's holes as links, and a loading line until the game arrives", () => {
    const html = render({ view: "card" });
    expect(html).toContain('data-island="gameScore"');
    expect(html).toContain('href="/de/x/h1"');
    expect(html).toContain("Loch 2: Stadthaus");
    expect(html).toContain("Spiel wird geladen");
    expect(html).toContain('<h2 class="visually-hidden">Spielkarte</h2>');
  });

  it("passes the view, the holes and the live-dots flag to the island", () => {
    const props = /data-island-props="gameScore">([^<]+)</.exec(render({ view: "table", liveDots: false }))?.[1];
    expect(JSON.parse(props ?? "{}")).toEqual({
      locale: "de",
      view: "table",
      liveDots: false,
      holes: holes.map(({ pageId, path, name }) => ({ pageId, path, name })),
    });
  });

  it("plays the site's only course on a page outside a collection (the leaderboard page), none when it has several", () => {
    const on = (courses: string[]) =>
      renderToString(
        <scoreTracker.View
          block={block("scoreTracker", [], {})}
          options={scoreTracker.options.parse({})}
          ctx={{ ...context("de", "live", { parcours: holes }), courses, pageCollection: null }}
        />,
      );
    expect(on(["parcours"])).toContain("Loch 2: Stadthaus");
    expect(on(["parcours", "zweiter"])).not.toContain("Loch 2: Stadthaus");
  });

  it("speaks French on French pages and renders without a course", () => {
    const html = render({}, "fr", { golf: [] });
    expect(html).toContain("Chargement de la partie");
    expect(html).not.toContain("hole-dots");
  });
});
