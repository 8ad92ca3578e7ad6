import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RenderBlock } from "../page-model";
import type { RenderContext } from "../blocks/define";
import { BLOCKS } from "../blocks/registry";
import { block, cardFields, context, entry, itemField, mediaField, same, textField, title } from "../blocks/test-fixtures";
import type { BlockType } from "../blocks/types";

const render = (type: BlockType, b: RenderBlock, ctx: RenderContext) => {
  const definition = BLOCKS[type];
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options)} ctx={ctx} />);
};
/** The props JSON an island embeds after its element. */
const islandProps = (html: string, name: string) => JSON.parse(html.match(new RegExp(`data-island-props="${name}">(.*?)</script>`))![1]!);

describe("slider blocks on the server", () => {
  it("imageBoard carousel: all slides in order in a focusable scroll-snap row, plus the carousel island", () => {
    const images = [0, 1, 2].flatMap((i) => [mediaField("images", i), itemField("caption", same(`Bild ${i}`), "de", i)]);
    const html = render("imageBoard", block("imageBoard", [textField("title", title, "de"), ...images], { gridLayout: "carousel" }), context("de"));
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(html).toMatch(/<ul id="slider-imageBoard-block" class="slider-track image-grid layout-carousel[^"]*" tabindex="0">/);
    expect(html.indexOf("Bild 0")).toBeLessThan(html.indexOf("Bild 1"));
    expect(islandProps(html, "carousel")).toMatchObject({ listId: "slider-imageBoard-block", count: 3 });
    // Controls stay hidden until the island runs: no dead buttons without script.
    expect(html).toContain('class="slider-controls" hidden=""');
    const grid = render("imageBoard", block("imageBoard", images), context("de"));
    expect(grid).not.toContain("data-island");
  });

  it("goFeed carousel uses the same carousel, the grid none", () => {
    const cards = [...cardFields(0, same("Eins"), same("Text"), "fr"), ...cardFields(1, same("Zwei"), same("Text"), "fr")];
    const html = render("goFeed", block("goFeed", cards, { gridLayout: "carousel" }), context("fr"));
    expect(html).toContain('aria-roledescription="carrousel"');
    expect(islandProps(html, "carousel")).toMatchObject({ count: 2, labels: { next: "Diapositive suivante" } });
    expect(render("goFeed", block("goFeed", cards), context("fr"))).not.toContain("data-island");
  });

  it("reviewSlider: provider fields (author, relative time, branch, city) and the rating label with a decimal comma", () => {
    const fields = [
      itemField("quote", same("Sehr gut"), "de", 0),
      itemField("name", same("Sandra K."), "de", 0),
      itemField("rating", same("4.5"), "de", 0),
      itemField("time", same("vor 2 Wochen"), "de", 0),
      itemField("branch", same("Optik Seeblick Altstadt"), "de", 0),
      itemField("city", same("Winterthur"), "de", 0),
    ];
    const html = render("reviewSlider", block("reviewSlider", fields, { autoplay: true }), context("de"));
    expect(html).toContain('aria-label="4,5 von 5 Sternen"');
    // Each provider field is its own element (edit mode marks them one by one): compare the text a visitor reads.
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Sandra K. · vor 2 Wochen");
    expect(text).toContain("Optik Seeblick Altstadt, Winterthur");
    expect(islandProps(html, "reviewCarousel")).toMatchObject({ count: 1, autoplay: true });
  });

  it("teamContainer split: every member in the list, the pagination island with the count", () => {
    const members = Array.from({ length: 7 }, (_, i) => entry(`p${i}`, `Person ${i}`));
    const html = render(
      "teamContainer",
      block("teamContainer", [textField("title", title, "de")], { gridLayout: "split" }),
      context("de", "live", { team: members }),
    );
    expect(html.match(/<li class="card">/g)).toHaveLength(7);
    expect(islandProps(html, "teamSplit")).toMatchObject({ listId: "team-teamContainer-block", count: 7 });
    expect(render("teamContainer", block("teamContainer", [textField("title", title, "de")]), context("de", "live", { team: members }))).not.toContain(
      "data-island",
    );
  });

  it("contentSliderBoard: progress bar rendered at the first slide, island with the slider id", () => {
    const cards = [0, 1, 2].flatMap((i) => cardFields(i, same(`Folie ${i}`), same("Text"), "de"));
    const html = render("contentSliderBoard", block("contentSliderBoard", cards), context("de"));
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="50"');
    expect(islandProps(html, "contentSlider")).toMatchObject({ sliderId: "contentSliderBoard-block", count: 3 });
  });

  it("contentSliderBoard: the island names the page by its id for slider_progress_update, not by its address", () => {
    const cards = [0, 1].flatMap((i) => cardFields(i, same(`Folie ${i}`), same("Text"), "de"));
    const html = render("contentSliderBoard", block("contentSliderBoard", cards), { ...context("de"), pageId: "page-42" });
    expect(islandProps(html, "contentSlider")).toMatchObject({ sliderId: "contentSliderBoard-block", pageId: "page-42" });
  });

  it("stepFeedBoard slider: the ordered list inside the scroll-locking slider; the list layout has no island", () => {
    const steps = [0, 1].flatMap((i) => cardFields(i, same(`Schritt ${i}`), same("Text"), "de"));
    const html = render("stepFeedBoard", block("stepFeedBoard", [textField("title", title, "de"), ...steps], { layout: "slider" }), context("de"));
    expect(html).toContain('data-scroll-slider="stepFeedBoard-block"');
    expect(html).toContain('id="steps-stepFeedBoard-block"');
    expect(islandProps(html, "scrollSlider")).toMatchObject({ count: 2 });
    expect(render("stepFeedBoard", block("stepFeedBoard", steps), context("de"))).not.toContain("data-island");
  });

  it("instagramFeed: posts from the block as linked pictures with caption alt, 'Instagram post' in the page's language without caption", () => {
    const html = render(
      "instagramFeed",
      block("instagramFeed", [mediaField("images", 0), itemField("caption", same("Neue Fassungen"), "de", 0), mediaField("images", 1)]),
      context("de"),
    );
    expect(html).toContain('alt="Neue Fassungen"');
    expect(html).toContain('alt="Instagram-Beitrag"');
    expect(html).toContain('href="/media/m0.jpg"');
    expect(html).toContain('src="/media/m0.jpg?w=640"');
    expect(html).not.toContain("data-island");
  });
});
