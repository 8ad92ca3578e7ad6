import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RenderBlock } from "../page-model";
import type { RenderContext } from "./define";
import { BLOCKS } from "./registry";
import { CASES } from "./test-cases";
import { block, body, context, link, richField, textField, title } from "./test-fixtures";
import { BLOCK_TYPES, type BlockType } from "./types";

const LOCALES = ["de", "fr"] as const;
const render = (type: BlockType, b: RenderBlock, ctx: RenderContext) => {
  const definition = BLOCKS[type];
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options)} ctx={ctx} />);
};
/** Types that existed before the full block list; the new ones share the empty-block rule. */
const FIRST_TYPES = [
  "hero",
  "richTextBlock",
  "cta",
  "spacer",
  "teamContainer",
  "servicesContainer",
  "contactForm",
  "aspectSponsorForm",
  "gameSetup",
  "scoreTracker",
  "mapContainer",
];
const NEW_TYPES = BLOCK_TYPES.filter((type) => !FIRST_TYPES.includes(type));
/** Blocks whose view renders the page's h1; every other block titles itself with h2. */
const H1_TYPES = ["hero", "gameSetup"];

describe("every block type renders in German and French", () => {
  it("has a case for every registered type, and each registry key matches its definition", () => {
    expect(Object.keys(CASES).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(BLOCKS[type].type).toBe(type);
  });

  it("the full block list of the spec is registered", () => {
    expect(BLOCK_TYPES).toHaveLength(36);
    expect(NEW_TYPES).toHaveLength(25);
  });

  for (const type of BLOCK_TYPES) {
    it.each(LOCALES)(`${type} in %s`, (locale) => {
      const example = CASES[type](locale);
      const html = render(type, example.block, context(locale, "live", example.collections, example.listings));
      for (const text of example.expect) expect(html).toContain(text);
      const other = locale === "de" ? "fr" : "de";
      if (example.block.fields.some((f) => f.name === "title")) expect(html).not.toContain(title[other]);
    });
  }
});

describe("options, visibility and headings of every block type", () => {
  it.each(BLOCK_TYPES)("%s: its option changes the output", (type) => {
    const example = CASES[type]("de");
    const ctx = context("de", "live", example.collections, example.listings);
    const before = render(type, example.block, ctx);
    const after = render(type, { ...example.block, options: { ...example.block.options, ...example.option.set } }, ctx);
    expect(after).not.toBe(before);
    if (example.option.shows) {
      expect(before).not.toContain(example.option.shows);
      expect(after).toContain(example.option.shows);
    }
    if (example.option.hides) {
      expect(before).toContain(example.option.hides);
      expect(after).not.toContain(example.option.hides);
    }
  });

  it.each(BLOCK_TYPES.filter((type) => CASES[type]("de").block.fields.some((f) => f.name === "title")))("%s: a hidden title is not rendered", (type) => {
    const example = CASES[type]("fr");
    const hidden = { ...example.block, fields: example.block.fields.map((f) => (f.name === "title" ? { ...f, visible: false } : f)) };
    expect(render(type, hidden, context("fr", "edit", example.collections, example.listings))).not.toContain(title.fr);
  });

  it.each(BLOCK_TYPES.filter((type) => !H1_TYPES.includes(type)))("%s: titles with h2, never h1", (type) => {
    const example = CASES[type]("de");
    const html = render(type, example.block, context("de", "live", example.collections, example.listings));
    expect(html).not.toMatch(/<h1[\s>]/);
    if (example.block.fields.some((f) => f.name === "title") && !["announcementBar", "announcementBubble"].includes(type)) expect(html).toMatch(/<h2[\s>]/);
  });

  it.each(BLOCK_TYPES)("%s: every image has alt text", (type) => {
    const example = CASES[type]("fr");
    const html = render(type, example.block, context("fr", "live", example.collections, example.listings));
    for (const img of html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]+"/);
  });
});

describe("empty blocks", () => {
  // Lists say they are empty, live too (visitor-side section 5); the worker test pins it on a live page.
  const LISTS: BlockType[] = ["jobs", "marketplace"];
  it.each(NEW_TYPES.filter((type) => !LISTS.includes(type)))("%s renders nothing live and a placeholder in edit mode", (type) => {
    const empty = block(type, []);
    expect(render(type, empty, context("de"))).toBe("");
    expect(render(type, empty, context("de", "edit"))).toContain('data-placeholder="true"');
    expect(render(type, empty, context("fr", "edit"))).toContain('data-placeholder="true"');
  });

  it.each(LISTS)("%s shows its empty text live and in edit mode", (type) => {
    for (const mode of ["live", "edit"] as const) expect(render(type, block(type, []), context("de", mode))).toContain('class="empty-state"');
  });

  it("the placeholder speaks the page's language", () => {
    expect(render("multiCta", block("multiCta", []), context("de", "edit"))).toContain("Titel fehlt");
    expect(render("multiCta", block("multiCta", []), context("fr", "edit"))).toContain("Titre manquant");
  });

  it("blocks that were there first keep their rules", () => {
    expect(render("teamContainer", block("teamContainer", []), context("de"))).toBe("");
    expect(render("servicesContainer", block("servicesContainer", []), context("fr"))).toBe("");
    expect(render("spacer", block("spacer", [], { size: "XXL" }), context("de"))).toContain("spacer--M");
  });

  it("a hidden field does not count as content", () => {
    const hidden = block("textOnImage", [textField("title", title, "de", false)]);
    expect(render("textOnImage", hidden, context("de"))).toBe("");
  });

  it("richTextBlock keeps its body when the title is hidden", () => {
    const html = render("richTextBlock", block("richTextBlock", [textField("title", title, "de", false), richField("textBlock", body, "de")]), context("de"));
    expect(html).toContain(body.de);
  });

  it("cta renders its button only with both label and link", () => {
    expect(render("cta", block("cta", [textField("title", title, "de"), textField("button", { de: "Los", fr: "Allez" }, "de")]), context("de"))).not.toContain(
      "<a ",
    );
    expect(render("cta", block("cta", [textField("title", title, "de")], { link }), context("de"))).not.toContain("<a ");
  });
});
