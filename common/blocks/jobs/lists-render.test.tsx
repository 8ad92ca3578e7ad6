import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../../settings";
import { SiteBookingButton } from "../booking-container/site-booking-button";
import type { RenderContext } from "../define";
import { BLOCKS } from "../registry";
import { block, context, listing, textField, title } from "../test-fixtures";
import type { RenderBlock } from "../../page-model";
import { LOCALES, type Locale } from "../../locales";

const render = (type: "jobs" | "marketplace" | "bookingContainer", b: RenderBlock, ctx: RenderContext) => {
  const definition = BLOCKS[type];
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options) as never} ctx={ctx} />);
};
const image = (n: number) => ({
  id: `img${n}`,
  publicUrl: `/media/img${n}.jpg`,
  width: 480,
  height: 320,
  blurHash: null,
  alt: `Bild ${n}`,
  mediaType: "image" as const,
});
const images = (count: number) => Array.from({ length: count }, (_, i) => image(i + 1));
const titled = (type: string) => block(type, [textField("title", title, "de")]);
/** The props JSON an island embeds for hydration. */
const islandProps = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="[^"]+">([^<]*)<\/script>/)![1]!);

describe("empty lists", () => {
  it("show 'no jobs' / 'no items' in German and French (and render no island)", () => {
    const cases = [
      ["jobs", "de", "Keine offenen Stellen"],
      ["jobs", "fr", "Aucune offre d&#x27;emploi"],
      ["marketplace", "de", "Keine Einträge"],
      ["marketplace", "fr", "Aucune annonce"],
    ] as const;
    for (const [type, locale, text] of cases) {
      const html = render(type, titled(type), context(locale, "live", {}, []));
      expect(html).toContain(`<p class="empty-state">${text}</p>`);
      expect(html).not.toContain("data-island");
    }
  });

  it("live, with an intro and no entries: the empty text in each of the ten page languages (visitor-side section 5)", () => {
    const expected: Record<Locale, [string, string]> = {
      de: ["Keine offenen Stellen", "Keine Einträge"],
      fr: ["Aucune offre d&#x27;emploi", "Aucune annonce"],
      it: ["Nessuna offerta di lavoro", "Nessun annuncio"],
      rm: ["Naginas plazzas libras", "Nagins inserats"],
      en: ["no jobs", "no items"],
      sq: ["Asnjë vend pune i lirë", "Asnjë njoftim"],
      sr: ["Nema otvorenih radnih mesta", "Nema oglasa"],
      hr: ["Nema otvorenih radnih mjesta", "Nema oglasa"],
      es: ["No hay ofertas de empleo", "No hay anuncios"],
      pt: ["Nenhuma vaga de emprego", "Nenhum anúncio"],
    };
    for (const locale of LOCALES) {
      const [noJobs, noItems] = expected[locale];
      expect(render("jobs", titled("jobs"), context(locale, "live", {}, []))).toContain(`<p class="empty-state">${noJobs}</p>`);
      expect(render("marketplace", titled("marketplace"), context(locale, "live", {}, []))).toContain(`<p class="empty-state">${noItems}</p>`);
    }
  });

  it("a published job of another type does not fill the jobs list", () => {
    expect(render("jobs", titled("jobs"), context("de", "live", {}, [listing("x", "frame", "Fassung")]))).toContain("Keine offenen Stellen");
  });
});

describe("jobs accordion (server markup the island hydrates)", () => {
  const jobs = [listing("a", "job", "Erste Stelle", { titleImage: images(5) }), listing("b", "job", "Zweite Stelle", { titleImage: images(3) })];
  const html = render("jobs", titled("jobs"), context("de", "live", {}, jobs));

  it("renders every item closed, each button controlling its own hidden panel", () => {
    const buttons = [...html.matchAll(/<button id="([^"]+)" type="button" class="list-accordion__button" aria-expanded="false" aria-controls="([^"]+)"/g)];
    expect(buttons).toHaveLength(2);
    for (const [, buttonId, panelId] of buttons)
      expect(html).toContain(`<section id="${panelId}" aria-labelledby="${buttonId}" class="list-accordion__panel" hidden=""`);
    expect(html).not.toContain('aria-expanded="true"');
  });

  it("has strip arrows for the job with 5 images and none for the one with 3", () => {
    const [first, second] = html.split('class="list-accordion__item"').slice(1);
    expect(first).toContain('data-strip-count="5"');
    expect(first).toContain('aria-label="Vorherige Bilder"');
    expect(first).toContain('aria-label="Nächste Bilder"');
    expect(second).toContain('data-strip-count="3"');
    expect(second).not.toContain("image-strip__arrow");
  });

  it("shows created date (Europe/Berlin), branch, phone link and staff member", () => {
    expect(html).toContain('<time dateTime="2026-11-18">18. November 2026</time>');
    expect(html).toContain("Marktgasse 99");
    expect(html).toContain('href="tel:+41520000000"');
    expect(html).toContain("Lea Brunner");
    expect(islandProps(html).items).toHaveLength(2);
  });
});

describe("marketplace items", () => {
  it("show the cost in CHF and the options as labelled badges in the page's language", () => {
    const item = listing("m", "frame", "Hornfassung", {
      cost: 125_000,
      kind: "searching",
      options: { toBePickedUp: true, subjectToPostage: true, askingPrice: false },
    });
    const de = render("marketplace", titled("marketplace"), context("de", "live", {}, [item]));
    expect(de).toContain("CHF 1&#x27;250.00");
    expect(de).toContain('<li class="badge badge--toBePickedUp">Nur Abholung</li>');
    expect(de).toContain('<li class="badge badge--subjectToPostage">Versand gegen Porto</li>');
    expect(de).toContain('<li class="badge badge--searching">Gesucht</li>');
    expect(de).not.toContain("badge--askingPrice");
    const fr = render("marketplace", titled("marketplace"), context("fr", "live", {}, [item]));
    expect(fr).toContain("À retirer sur place");
    expect(fr).toContain("Prix");
  });

  it("a long description shows a 200-character preview with an ellipsis", () => {
    const long = { type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text: "x".repeat(300) }] }] };
    const html = render("marketplace", titled("marketplace"), context("de", "live", {}, [listing("m", "object", "Vitrine", { richTextDescription: long })]));
    expect(html).toContain(`<p class="list-accordion__preview">${"x".repeat(200)}…</p>`);
  });
});

describe("booking", () => {
  it("the iframe kind renders a button (no iframe yet) whose dialog URL carries locale, layout, select_location and theme colour", () => {
    const b = block("bookingContainer", [textField("title", title, "fr")], { bookingLink: { type: "iframe", url: "https://termine.optik.example/buchen" } });
    const html = render("bookingContainer", b, { ...context("fr"), booking: { color: "secondary", themeColor: "" } });
    expect(html).toContain('data-island="booking"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain("<iframe");
    const url = new URL(islandProps(html).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: "fr", layout: "none", select_location: "false", theme_color: "7a3d0b" });
  });

  it("the site-wide button renders only when switched on, in the corner the settings choose", () => {
    const settings = defaultSettings();
    expect(renderToString(<SiteBookingButton settings={settings} locale="de" />)).toBe("");
    const on = { ...settings, bookingButton: { ...settings.bookingButton, active: true, position: "left" as const, url: "https://b.example/w" } };
    const html = renderToString(<SiteBookingButton settings={on} locale="de" />);
    expect(html).toContain("booking-launcher--bottom-left");
    expect(html).toContain("Termin buchen");
  });
});
