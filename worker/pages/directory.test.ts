import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createPage, database } from "../content/pages";
import { publishPage } from "../content/publish";
import { createBusiness, newBusinessSchema } from "../content/site";
import { block, text } from "../../scripts/seed/helpers";
import { request, requestCounting, seedDemo, testDb } from "../test/helpers";
import { directoryRowsSql, toDirectory } from "./directory-data";
import { parsePagePath } from "../../common/routes";
import { loadLivePage } from "./load-live-page";

beforeAll(seedDemo);

const DEMO_NAMES = [
  "Augenblick Optik",
  "Brillenwerk Bühler",
  "Clair Vision",
  "Durchblick Optik",
  "Éclat Optique",
  "Fernsicht Optik",
  "Glasklar Optik",
  "Horizont Optik",
  "Iris Ottica",
  "Jura Lunetterie",
  "Kristall Optik",
  "Lentilles du Léman",
  "Müller Augenoptik",
  "Nahsicht Optik",
  "Optik Seeblick",
  "Panorama Optik",
  "Regenbogen Optik",
  "Sehwerk",
  "Tell Optik",
  "Uhlmann Brillen",
  "Vue d&#x27;Ensemble",
  "Weitblick Optik",
  "Zollinger Optik",
];
const islandProps = (body: string) => JSON.parse(body.match(/data-island-props="businessDirectory">(.*?)<\/script>/)?.[1] ?? "null");

describe("directory page loader", () => {
  it("loads the businesses without an extra D1 statement (within the budget of 5), only for a page with the directory, and serves the hit with none", async () => {
    const plain = await requestCounting("/de/~imprint");
    const miss = await requestCounting("/de/optikerverzeichnis");
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.statements).toBe(plain.statements);
    expect(miss.statements).toBeLessThanOrEqual(5);
    const hit = await requestCounting("/de/optikerverzeichnis");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.statements).toBe(0);

    const route = (path: string) => parsePagePath(path, new URLSearchParams())!;
    const directory = await loadLivePage(testDb(), route("/de/optikerverzeichnis"), ["de", "fr"], null);
    const imprint = await loadLivePage(testDb(), route("/de/~imprint"), ["de", "fr"], null);
    expect(directory.found && directory.businesses?.length).toBe(23);
    expect(imprint.found && imprint.businesses).toBeNull();
    // The footer's site-owner branches come from the same statement either way.
    expect(imprint.chrome.branches.map((b) => b.name)).toEqual(["Optik Seeblick Altstadt"]);
  });

  it("server-renders every business in alphabetical order with logo, towns, branches and opening hours", async () => {
    const { body } = await request("/de/optikerverzeichnis");
    expect(body).toContain("<h1>Optikerverzeichnis</h1>");
    expect(body).toContain('data-island="businessDirectory"');
    const positions = DEMO_NAMES.map((name) => body.indexOf(`<span class="directory__title">${name}</span>`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain("Bern · Thun");
    expect(body).toContain("Gossau · St. Gallen · Wil");
    expect(body).toContain('href="mailto:oerlikon@weitblick.example"');
    expect(body).toMatch(/<img class="directory__logo" src="\/media\/[\w-]+\.jpg" width="64" height="64" alt="Logo Augenblick Optik"/);
    // Special dates: the closed marker (26 December) shows as closed.
    expect(body).toMatch(/<time dateTime="\d{4}-12-26">26\.12\.\d{4}<\/time>: <!-- -->Geschlossen/);
    // Letters without a business are disabled (no Q, X, Y in the demo).
    for (const letter of ["Q", "X", "Y"]) expect(body).toContain(`disabled="" title="Zu ${letter} springen">${letter}</button>`);
    expect(body).not.toMatch(/disabled="" title="Zu O springen"/);
  });

  it("keeps the island's props small: only listed fields, no opening hours", async () => {
    const { body } = await request("/de/optikerverzeichnis");
    const props = islandProps(body);
    expect(props.businesses).toHaveLength(23);
    expect(props.hours).toBeUndefined();
    const bytes = new TextEncoder().encode(JSON.stringify(props)).length;
    console.log(`directory island props: ${(bytes / 1024).toFixed(1)} KB JSON for ${props.businesses.length} businesses`);
    expect(bytes).toBeLessThan(12 * 1024);
  });

  it("speaks French on the French page", async () => {
    const { body, status } = await request("/fr/annuaire-opticiens");
    expect(status).toBe(200);
    for (const text of ["<h1>Annuaire des opticiens</h1>", "Rechercher par nom, localité ou NPA", "Heures d&#x27;ouverture", "Lundi", "Fermé", "Aller à A"])
      expect(body).toContain(text);
  });

  it("re-renders the directory when a business changes (optician tag) and leaves out inactive businesses", async () => {
    await request("/de/optikerverzeichnis");
    expect((await request("/de/optikerverzeichnis")).headers.get("X-Cache")).toBe("HIT");
    await createBusiness(database(testDb()), env.PAGE_CACHE, {
      name: "Quellblick Optik",
      logo: { publicUrl: "https://logos.example/quellblick.png", name: "quellblick.png" },
      branches: [{ name: "Quellblick Sion", street: "Rue du Rhône", streetNumber: "1", zip: "1950", city: "Sion", openingHours: { periods: [], special: [] } }],
    });
    const after = await request("/de/optikerverzeichnis");
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain("Quellblick Optik");
    expect(after.body).toContain('src="https://logos.example/quellblick.png"');
    expect(after.body).not.toMatch(/disabled="" title="Zu Q springen"/);

    await env.DB.prepare("UPDATE businesses SET active = 0 WHERE name = 'Quellblick Optik'").run();
    await createBusiness(database(testDb()), env.PAGE_CACHE, {
      name: "Trigger",
      branches: [{ name: "T", street: "S", zip: "3000", city: "Bern", openingHours: { periods: [], special: [] } }],
    });
    expect((await request("/de/optikerverzeichnis")).body).not.toContain("Quellblick Optik");
  });

  it("the footer and the directory show the site owner's hours with the same component", async () => {
    const { body } = await request("/de/optikerverzeichnis");
    const footer = body.slice(body.indexOf("<footer"));
    expect(footer).toMatch(/<h2 class="branch__name" id="footer-branch-[\w-]+">Optik Seeblick Altstadt<\/h2>/);
    expect(footer).toContain('<dl class="opening-hours" data-opening-hours="true">');
    expect(footer).toContain("Dienstag</dt><dd>09:00–12:00, 13:30–18:30</dd>");
    expect(footer).toContain("Montag</dt><dd>Geschlossen</dd>");
  });
});

describe("contact block", () => {
  it("shows the site owner's branch with its contact links and opening hours on a real page", async () => {
    const db = database(testDb());
    const id = await createPage(
      db,
      {
        name: { de: "Filiale", fr: "Succursale" },
        slugs: { de: "filiale", fr: "succursale" },
        groups: [block("contact", [text("title", { de: "So finden Sie uns", fr: "Nous trouver" })])],
      },
      ["de", "fr"],
    );
    await publishPage(db, env.PAGE_CACHE, id, null);
    const { body, status } = await request("/fr/succursale");
    expect(status).toBe(200);
    const contact = body.slice(body.indexOf('class="contact-block'), body.indexOf("<footer"));
    expect(contact).toContain("<h2>Nous trouver</h2>");
    expect(contact).toMatch(/<h3 class="branch__name" id="[\w-]+-branch-[\w-]+">Optik Seeblick Altstadt<\/h3>/);
    expect(contact).toContain('href="mailto:altstadt@optik-seeblick.example"');
    expect(contact).toContain("Mardi</dt><dd>09:00–12:00, 13:30–18:30</dd>");
    expect(contact).toContain("Lundi</dt><dd>Fermé</dd>");
    // Footer and block show the same branch without clashing ids.
    const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the directory's opening hours (decision 116)", () => {
  type Hours = { tables: { week: string[]; special: unknown[]; asOf: string }[]; branches: Record<string, number> };
  const branchKeys = (body: string): string[] =>
    islandProps(body).businesses.flatMap((b: { branches: { key: string }[] }) => b.branches.map((branch) => branch.key));

  it("are not read for the page: the directory rows carry no hours, the page draws none", async () => {
    const { body, status } = await request("/de/optikerverzeichnis");
    expect(status).toBe(200);
    expect(body).toContain('class="directory__list"');
    const list = body.slice(body.indexOf('class="directory__list"'), body.indexOf("data-island-props"));
    expect(list).not.toContain("opening-hours");
    expect(list).not.toContain("data-open-state");
    const pageId = "(SELECT page_id FROM slugs WHERE site_id = $site AND locale = ?1 AND slug = ?2 AND published = 1)";
    const rows = await testDb()
      .prepare(`SELECT value FROM (${directoryRowsSql(pageId, "published")})`)
      .bind("de", "optikerverzeichnis")
      .all<{ value: string }>();
    expect(rows.results.length).toBeGreaterThan(20);
    expect(rows.results.some((row) => row.value.includes("openingHours") || row.value.includes("periods"))).toBe(false);
  });

  it("are served for every listed branch by its id, each table once, cached like a page (304 on a matching ETag)", async () => {
    const keys = branchKeys((await request("/de/optikerverzeichnis")).body);
    const first = await request("/~directory-hours");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const hours = JSON.parse(first.body) as Hours;
    expect(keys.every((key) => Number.isInteger(hours.branches[key]))).toBe(true);
    expect(hours.tables.length).toBeLessThan(keys.length);
    expect(new Set(hours.tables.map((table) => JSON.stringify(table))).size).toBe(hours.tables.length);
    const augenblick = hours.tables[hours.branches[keys[0]!]!]!;
    expect(augenblick.week).toHaveLength(7);
    expect(augenblick.week.some((day) => /^\d{2}:\d{2}–\d{2}:\d{2}/.test(day))).toBe(true);

    const hit = await request("/~directory-hours");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.body).toBe(first.body);
    const etag = hit.headers.get("ETag")!;
    const again = await request("/~directory-hours", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it("are renewed when a business changes (optician tag): a new branch comes with its hours", async () => {
    await request("/~directory-hours");
    expect((await request("/~directory-hours")).headers.get("X-Cache")).toBe("HIT");
    await createBusiness(database(testDb()), env.PAGE_CACHE, {
      name: "Abendrot Optik",
      branches: [
        {
          name: "Abendrot Chur",
          street: "Postgasse",
          streetNumber: "4",
          zip: "7000",
          city: "Chur",
          openingHours: { periods: [{ open: { day: 3, time: "07:15" }, close: { day: 3, time: "11:45" } }], special: [] },
        },
      ],
    });
    const page = await request("/de/optikerverzeichnis");
    const after = await request("/~directory-hours");
    expect(after.headers.get("X-Cache")).toBe("MISS");
    const hours = JSON.parse(after.body) as Hours;
    const key = islandProps(page.body).businesses.find((b: { name: string }) => b.name === "Abendrot Optik").branches[0].key as string;
    expect(hours.tables[hours.branches[key]!]!.week[2]).toBe("07:15–11:45");
  });
});

describe("directory rows", () => {
  const row = (name: string, logo: unknown, branches: unknown[]) => ({
    key: name,
    value: JSON.stringify({ name, programs: { gesundheitsoptik: true }, logo, mediaUrl: null, mediaAlt: null, branches }),
  });
  const branch = (city: string) => ({
    id: city,
    name: `Filiale ${city}`,
    street: "Weg",
    streetNumber: "2",
    zip: "3000",
    city,
    phone: "",
    email: null,
    openingHours: { periods: [], special: [{ date: "2026-01-01", open: "00:30", close: "00:30" }] },
  });

  it("sorts by name the Swiss German way, branches by town; drops businesses without active branches and unsafe logo addresses", () => {
    const list = toDirectory([
      row("Zeta", { publicUrl: "javascript:alert(1)" }, [branch("Bern")]),
      row("Éclat", { publicUrl: "http://logo.example/l.png" }, [branch("Thun"), branch("Aarau")]),
      row("Delta", { publicUrl: "https://logo.example/d.png" }, [branch("Chur")]),
      row("Empty", null, []),
    ]);
    expect(list.map((b) => b.name)).toEqual(["Delta", "Éclat", "Zeta"]);
    expect(list.map((b) => b.logo?.url ?? null)).toEqual(["https://logo.example/d.png", null, null]);
    expect(list[1]!.branches.map((b) => b.city)).toEqual(["Aarau", "Thun"]);
    expect(list[0]!.branches[0]).toEqual({
      id: "Chur",
      name: "Filiale Chur",
      street: "Weg 2",
      zip: "3000",
      city: "Chur",
      phone: null,
      email: null,
      website: null,
    });
    expect(list[0]!.programs).toEqual({ gesundheitsoptik: true });
  });
});

describe("business input", () => {
  it("accepts a logo as media id or https address, not both and not plain http", () => {
    const base = { name: "X", branches: [{ name: "X", street: "S", zip: "3000", city: "Bern", openingHours: {} }] };
    expect(newBusinessSchema.safeParse({ ...base, logo: { mediaId: "m1" } }).success).toBe(true);
    expect(newBusinessSchema.safeParse({ ...base, logo: { publicUrl: "https://a.example/l.png" } }).success).toBe(true);
    expect(newBusinessSchema.safeParse({ ...base, logo: { mediaId: "m1", publicUrl: "https://a.example/l.png" } }).success).toBe(false);
    expect(newBusinessSchema.safeParse({ ...base, logo: { publicUrl: "http://a.example/l.png" } }).success).toBe(false);
    expect(newBusinessSchema.safeParse({ ...base, logo: {} }).success).toBe(false);
  });
});
