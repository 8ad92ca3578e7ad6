import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CollectionEntry } from "../page-model";
import { BLOCKS } from "./registry";
import { block, context, richField, textField } from "./test-fixtures";
import { BLOCK_TYPES, type BlockType } from "./types";

const LOCALES = ["de", "fr"] as const;
const render = (type: BlockType, b: ReturnType<typeof block>, ctx: ReturnType<typeof context>) => {
  const definition = BLOCKS[type];
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options)} ctx={ctx} />);
};
const title = { de: "Titel auf Deutsch", fr: "Titre en français" };
const body = { de: "Text auf Deutsch", fr: "Texte en français" };
const link = { type: "link", value: { type: "page", page: { id: "contact-page" } } }.value;
const entry = (locale: "de" | "fr", name: string): CollectionEntry => ({ pageId: name, path: `/${locale}/team/${name}`, name, fields: { function: textField("function", { de: "Optikerin", fr: "Opticienne" }, locale), textBlock: richField("textBlock", body, locale) } });

/** Each block type with content in both languages: what it must show. */
const CASES: Record<BlockType, (locale: "de" | "fr") => { block: ReturnType<typeof block>; expect: string[]; collections?: Record<string, CollectionEntry[]> }> = {
  hero: (l) => ({ block: block("hero", [textField("title", title, l), textField("kicker", { de: "Kicker", fr: "Surtitre" }, l), richField("description", body, l), textField("button", { de: "Termin", fr: "Rendez-vous" }, l)], { link }), expect: [`<h1>${title[l]}</h1>`, body[l], `href="/${l}/~contact"`] }),
  richTextBlock: (l) => ({ block: block("richTextBlock", [textField("title", title, l), richField("textBlock", body, l)]), expect: [`<h2>${title[l]}</h2>`, `<p><span>${body[l]}</span></p>`] }),
  cta: (l) => ({ block: block("cta", [textField("title", title, l), textField("button", { de: "Los", fr: "Allez" }, l)], { link }), expect: [title[l], `href="/${l}/~contact"`] }),
  spacer: () => ({ block: block("spacer", [], { size: "L" }), expect: ["spacer--L"] }),
  teamContainer: (l) => ({ block: block("teamContainer", [textField("title", title, l)], { collection: "team" }), collections: { team: [entry(l, "Lea Brunner")] }, expect: [title[l], "Lea Brunner", l === "de" ? "Optikerin" : "Opticienne"] }),
  servicesContainer: (l) => ({ block: block("servicesContainer", [textField("title", title, l)], { collection: "services" }), collections: { services: [entry(l, "Sehtest")] }, expect: [title[l], `href="/${l}/team/Sehtest"`, body[l]] }),
  contactForm: (l) => ({ block: block("contactForm", [textField("title", title, l)], { myopiaManagement: true }), expect: [title[l], 'data-island="contactForm"', l === "de" ? "Myopie-Management" : "Gestion de la myopie", l === "de" ? "Absenden" : "Envoyer"] }),
  aspectSponsorForm: (l) => ({ block: block("aspectSponsorForm", [textField("title", title, l)], { hauptsponsorBooked: true }), expect: [title[l], 'data-island="sponsorForm"', l === "de" ? "ausgebucht" : "complet"] }),
  gameSetup: () => ({ block: block("gameSetup", [], { step: "start" }), expect: ["Rock&#x27;n&#x27;hole!", "Digitale Spielkarte"] }),
  scoreTracker: (l) => ({ block: block("scoreTracker", [textField("title", title, l)], { view: "table" }), expect: [title[l], 'data-score-view="table"'] }),
  mapContainer: (l) => ({ block: block("mapContainer", [textField("title", title, l)], { latitude: "47.5", longitude: "8.72" }), expect: [title[l], "mlat=47.5&amp;mlon=8.72"] }),
};

describe("every block type renders in German and French", () => {
  it("has a case for every registered type, and each registry key matches its definition", () => {
    expect(Object.keys(CASES).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(BLOCKS[type].type).toBe(type);
  });

  for (const type of BLOCK_TYPES) {
    it.each(LOCALES)(`${type} in %s`, (locale) => {
      const example = CASES[type](locale);
      const html = render(type, example.block, context(locale, "live", example.collections));
      for (const text of example.expect) expect(html).toContain(text);
    });
  }
});

describe("options, visibility and empty content", () => {
  it("options change the output", () => {
    const left = render("richTextBlock", block("richTextBlock", [richField("textBlock", body, "de")], { alignment: "left" }), context("de"));
    const center = render("richTextBlock", block("richTextBlock", [richField("textBlock", body, "de")], { alignment: "center" }), context("de"));
    expect(left).toContain("text-left");
    expect(center).toContain("text-center");
  });

  it("a stored option that does not fit falls back to its default", () => {
    expect(render("spacer", block("spacer", [], { size: "XXL" }), context("de"))).toContain("spacer--M");
  });

  it("hidden fields are not rendered", () => {
    const html = render("richTextBlock", block("richTextBlock", [textField("title", title, "de", false), richField("textBlock", body, "de")]), context("de"));
    expect(html).not.toContain(title.de);
    expect(html).toContain(body.de);
  });

  it("a button renders only with both label and link", () => {
    expect(render("cta", block("cta", [textField("title", title, "de"), textField("button", { de: "Los", fr: "Allez" }, "de")]), context("de"))).not.toContain("<a ");
    expect(render("cta", block("cta", [textField("title", title, "de")], { link }), context("de"))).not.toContain("<a ");
  });

  it("containers without title and entries render nothing", () => {
    expect(render("teamContainer", block("teamContainer", []), context("de"))).toBe("");
    expect(render("servicesContainer", block("servicesContainer", []), context("fr"))).toBe("");
  });
});
