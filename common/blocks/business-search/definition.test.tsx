import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BranchContactView, DirectoryBusiness } from "../../directory/types";
import { hoursView } from "../../opening-hours";
import { BLOCKS } from "../registry";
import { block, context, head } from "../test-fixtures";

const week = hoursView(
  { periods: [{ open: { day: 2, time: "09:00" }, close: { day: 2, time: "18:00" } }], special: [{ date: "2026-12-26", open: "00:30", close: "00:30" }] },
  "2026-11-23",
);
const branch = (id: string, city: string, zip: string): BranchContactView => ({
  id,
  name: `Filiale ${city}`,
  street: "Seeweg 3",
  zip,
  city,
  phone: "+41 31 000 00 00",
  email: `${id}@optik.example`,
  website: null,
  hours: week,
});
/** The directory's branches carry no hours: it loads them when a business is opened (decision 116). */
const withoutHours = ({ hours: _hours, ...rest }: BranchContactView) => rest;
const BUSINESSES: DirectoryBusiness[] = [
  {
    id: "a",
    name: "Augenblick Optik",
    logo: { url: "/media/logo-a.jpg", alt: "Logo Augenblick" },
    programs: { gesundheitsoptik: true },
    branches: [branch("a1", "Bern", "3011"), branch("a2", "Thun", "3600")].map(withoutHours),
  },
  { id: "m", name: "Müller Augenoptik", logo: null, programs: { gesundheitsoptik: false }, branches: [branch("m1", "Zürich", "8004")].map(withoutHours) },
];

const render = (options: Record<string, unknown> = {}, businesses = BUSINESSES, mode: "live" | "edit" = "live") => {
  const definition = BLOCKS.businessSearch;
  const b = block("businessSearch", [head("de")], options);
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options)} ctx={{ ...context("de", mode), businesses }} />);
};
const props = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="businessDirectory">(.*?)<\/script>/)?.[1] ?? "null");

describe("businessSearch block", () => {
  it("server-renders the whole list inside the directory island: names, towns, branch addresses and links, panels closed", () => {
    const html = render();
    expect(html).toContain('data-island="businessDirectory"');
    for (const text of ["Augenblick Optik", "Müller Augenoptik", "Bern · Thun", "Filiale Thun", "3600 Thun", "a2@optik.example", 'href="tel:+41310000000"'])
      expect(html).toContain(text);
    // Opening hours are neither drawn nor carried: the directory loads them when a business is opened.
    expect(html).not.toContain("opening-hours");
    expect(props(html).hours).toBeUndefined();
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html.match(/class="directory__panel" hidden=""/g)).toHaveLength(2);
    expect(html).toContain('alt="Logo Augenblick"');
    expect(html).toContain("2 Betriebe");
    // The server never marks a day as today (cached pages): the client does.
    expect(html).not.toContain("opening-hours__row--today");
  });

  it("letter index: letters with businesses enabled, the others disabled", () => {
    const html = render();
    expect(html).toMatch(/<button type="button" data-letter="A" title="Zu A springen">A<\/button>/);
    expect(html).toMatch(/<button type="button" data-letter="B" disabled="" title="Zu B springen">B<\/button>/);
    expect(render({ letterIndex: false })).not.toContain("directory__letters");
  });

  it("option onlyHealthOpticians lists only businesses in the gesundheitsoptik program", () => {
    const html = render({ onlyHealthOpticians: true });
    expect(html).toContain("Augenblick Optik");
    expect(html).not.toContain("Müller Augenoptik");
    expect(props(html).businesses.map((b: { name: string }) => b.name)).toEqual(["Augenblick Optik"]);
  });

  it("keeps the island props small: only shown fields, each branch's id as the key of its hours", () => {
    const p = props(render());
    expect(p.businesses[0].branches.map((b: { id: string; key: string }) => [b.id, b.key])).toEqual([
      ["0-0", "a1"],
      ["0-1", "a2"],
    ]);
    expect(Object.keys(p.businesses[0]).sort()).toEqual(["branches", "id", "logo", "name"]);
    expect(JSON.stringify(p)).not.toContain("gesundheitsoptik");
  });

  it("without businesses and intro: nothing live, a placeholder in edit mode", () => {
    const empty = (mode: "live" | "edit") =>
      renderToString(
        <BLOCKS.businessSearch.View
          block={block("businessSearch", [])}
          options={BLOCKS.businessSearch.options.parse({})}
          ctx={{ ...context("de", mode), businesses: [] }}
        />,
      );
    expect(empty("live")).toBe("");
    expect(empty("edit")).toContain('data-placeholder="true"');
  });
});

describe("contact block", () => {
  const renderContact = (options: Record<string, unknown>, locale: "de" | "fr" = "de") => {
    const b = block("contact", [head(locale)], options);
    return renderToString(
      <BLOCKS.contact.View
        block={b}
        options={BLOCKS.contact.options.parse(b.options)}
        ctx={{ ...context(locale), branches: [branch("owner", "Winterthur", "8400")] }}
      />,
    );
  };

  it("shows the site owner's branches with contact links and opening hours (the footer's component)", () => {
    const html = renderContact({});
    for (const text of [
      "Filiale Winterthur",
      "8400 Winterthur",
      'href="mailto:owner@optik.example"',
      "Öffnungszeiten",
      "Dienstag",
      "09:00–18:00",
      "Besondere Öffnungszeiten",
      'data-date="2026-12-26"',
    ])
      expect(html).toContain(text);
    expect(renderContact({}, "fr")).toContain("Heures d&#x27;ouverture");
    expect(renderContact({ showBranches: false })).not.toContain("Filiale Winterthur");
  });
});
