import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

let admin = "";
let optician = "";
beforeAll(async () => {
  await seedDemo();
  admin = await signIn("admin");
  optician = await signIn("optician");
});
const get = async (path: string, cookie = admin) => {
  const res = await request(`/api/v1${path}`, { headers: { Cookie: cookie } });
  return { status: res.status, json: JSON.parse(res.body) };
};
const post = async (path: string, body: unknown, cookie = admin) => {
  const res = await postJson(`/api/v1${path}`, body, cookie);
  return { status: res.status, json: JSON.parse(res.body) };
};
const collection = async (name: string) => (await env.DB.prepare("SELECT id FROM collections WHERE name = ?1").bind(name).first<{ id: string }>())!.id;
const teamOrder = async () =>
  (
    await env.DB.prepare(
      "SELECT ci.item_id, ci.visible FROM collection_items ci JOIN collections c ON c.id = ci.collection_id WHERE c.name = 'team' ORDER BY ci.position",
    ).all<{ item_id: string; visible: number }>()
  ).results;

describe("collections", () => {
  it("hides a page to the archive and shows it again; visitors see the change at once", async () => {
    const [first] = await teamOrder();
    await request("/de/ueber-uns");
    const hide = await post("/collection/add", { collectionId: await collection("team"), collectionName: "team", pageId: first!.item_id, action: "remove" });
    expect(hide.status).toBe(200);
    expect((await request("/de/ueber-uns")).body).not.toContain("Lea Brunner");
    await post("/collection/add", { collectionId: await collection("team"), collectionName: "team", pageId: first!.item_id, action: "add" });
    expect((await request("/de/ueber-uns")).body).toContain("Lea Brunner");
  });

  it("reorders by drag and drop (active takes over's place)", async () => {
    const before = (await teamOrder()).map((r) => r.item_id);
    await post("/collection/sort", { collectionId: await collection("team"), collectionName: "team", active: before[2], over: before[0] });
    expect((await teamOrder()).map((r) => r.item_id)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
    const body = (await request("/de/ueber-uns")).body;
    expect(body.indexOf("Sophie Rochat")).toBeLessThan(body.indexOf("Lea Brunner"));
  });

  it("creates a collection and refuses bad input with the field named", async () => {
    expect((await post("/collection/add", { collectionName: "testimonials", collectionType: "group", kind: "testimonial" })).status).toBe(201);
    const bad = await post("/collection/add", { collectionName: "Bad Name", collectionType: "page" });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe("collectionName");
    const both = await post("/collection/add", { collectionId: "x", collectionName: "team", action: "add" });
    expect(both.json.issues[0]).toMatchObject({ field: "pageId", message: "exactly one of groupId and pageId" });
  });

  it("adds a new entry to a page collection (collectionId): a draft page at the end, starting with the kind's initial groups", async () => {
    const teamId = await collection("team");
    const added = await post("/collection/add", {
      collectionId: teamId,
      collectionName: "team",
      collectionType: "page",
      initialMeta: { name: { de: "Nina Keller" } },
      lang: "de",
    });
    expect(added.status).toBe(201);
    expect(added.json.path).toBe("/de/edit/team/nina-keller");
    expect((await teamOrder()).at(-1)).toEqual({ item_id: added.json.id, visible: 1 });
    // The team kind's blocks (common/editor/initial-groups.ts): a text block with the name as title and a function field.
    const fields = await env.DB.prepare(
      "SELECT json_extract(g.draft, '$.blockType') AS block, json_extract(f.draft, '$.name') AS field, f.draft AS draft FROM items g JOIN items f ON f.parent_id = g.id WHERE g.page_id = ?1 AND g.type = 'group'",
    )
      .bind(added.json.id)
      .all<{ block: string; field: string; draft: string }>();
    expect(fields.results.map((r) => `${r.block}.${r.field}`).sort()).toEqual(["richTextBlock.function", "richTextBlock.textBlock", "richTextBlock.title"]);
    expect(fields.results.find((r) => r.field === "title")!.draft).toContain("Nina Keller");
    // Groups given in the request are used as they are.
    const given = await post("/collection/add", {
      collectionId: teamId,
      collectionName: "team",
      collectionType: "page",
      initialMeta: { name: { de: "Tim Vogt" } },
      lang: "de",
      initialGroups: [{ blockType: "hero" }],
    });
    expect(given.status).toBe(201);
    const blocks = await env.DB.prepare("SELECT json_extract(draft, '$.blockType') AS block FROM items WHERE page_id = ?1 AND type = 'group'")
      .bind(given.json.id)
      .all<{ block: string }>();
    expect(blocks.results).toEqual([{ block: "hero" }]);
    // A group collection's entries are blocks on pages; a wrong reference is a 404, a missing name a 400 naming it.
    const groupCollection = await post("/collection/add", { collectionName: "zitate", collectionType: "group", kind: "testimonial" });
    const wrongType = await post("/collection/add", {
      collectionId: groupCollection.json.id,
      collectionName: "zitate",
      collectionType: "page",
      initialMeta: { name: { de: "X" } },
      lang: "de",
    });
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(wrongType.json)).toContain("collectionType");
    const unknown = await post("/collection/add", {
      collectionId: "nope",
      collectionName: "team",
      collectionType: "page",
      initialMeta: { name: { de: "X" } },
      lang: "de",
    });
    expect(unknown.status).toBe(404);
    const unnamed = await post("/collection/add", {
      collectionId: teamId,
      collectionName: "team",
      collectionType: "page",
      initialMeta: { name: { de: " " } },
      lang: "de",
    });
    expect(unnamed.json.issues[0]).toMatchObject({ field: "initialMeta.name" });
    expect(
      (
        await post(
          "/collection/add",
          { collectionId: teamId, collectionName: "team", collectionType: "page", initialMeta: { name: { de: "Y" } }, lang: "de" },
          optician,
        )
      ).status,
    ).toBe(201);
  });

  it("lists every collection with its visible items in order and its archive (the collections editor reads it)", async () => {
    const order = await teamOrder();
    const hidden = order[1]!.item_id;
    await post("/collection/add", { collectionId: await collection("team"), collectionName: "team", pageId: hidden, action: "remove" });
    const { status, json } = await get("/collection/list");
    expect(status).toBe(200);
    const team = json.collections.find((c: { collectionName: string }) => c.collectionName === "team");
    expect(team).toMatchObject({ kind: "team", collectionType: "page" });
    expect(team.items.map((e: { id: string }) => e.id)).toEqual(order.filter((r) => r.item_id !== hidden && r.visible).map((r) => r.item_id));
    expect(team.archive.map((e: { id: string }) => e.id)).toContain(hidden);
    expect(team.items[0].name.de).toBeTruthy();
    expect(json.collections.map((c: { collectionName: string }) => c.collectionName)).toEqual(expect.arrayContaining(["team", "services", "golf"]));
    // Showing it again puts it at the end of the visible items (where the editor's optimistic update shows it).
    await post("/collection/add", { collectionId: await collection("team"), collectionName: "team", pageId: hidden, action: "add" });
    const again = (await get("/collection/list")).json.collections.find((c: { collectionName: string }) => c.collectionName === "team");
    expect(again.items.map((e: { id: string }) => e.id)).toEqual([...order.filter((r) => r.item_id !== hidden && r.visible).map((r) => r.item_id), hidden]);
    // Showing a visible item again keeps its place.
    await post("/collection/add", { collectionId: await collection("team"), collectionName: "team", pageId: hidden, action: "add" });
    expect((await get("/collection/list")).json.collections.find((c: { collectionName: string }) => c.collectionName === "team").items.at(-1).id).toBe(hidden);
    expect(again.archive).toEqual([]);
    expect((await get("/collection/list", "")).status).toBe(401);
  });

  it("does not delete pages through removeItem", async () => {
    const res = await post("/collection/removeItem", { collectionId: await collection("team"), collectionName: "team", groupId: "x" });
    expect(res.status).toBe(400);
  });
});

describe("settings and navigation", () => {
  it("saves the whole settings object, fills defaults, refuses invalid values, and the header follows", async () => {
    const current = (await get("/settings")).json;
    expect(current.appearance.header).toBe("opaque");
    await request("/de");
    const saved = await post("/settings", { ...current, appearance: { ...current.appearance, header: "transparent" } });
    expect(saved.status).toBe(200);
    expect((await request("/de")).body).toContain("site-header--transparent");
    const bad = await post("/settings", { ...current, appearance: { ...current.appearance, triangle: true, bubble: true } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ field: "appearance.bubble", message: "triangle and bubble are mutually exclusive" });
  });

  it("checks the footer e-mail and phone and the social URLs by the editor's rules: a 400 names the field", async () => {
    const current = (await get("/settings")).json;
    const cases = [
      [{ footer: { ...current.footer, email: "hallo@" } }, "footer.email", "Bitte gib eine gültige E-Mail-Adresse ein"],
      [{ footer: { ...current.footer, phone: "052 abc" } }, "footer.phone", "Bitte gib eine gültige Telefonnummer ein"],
      [{ socialAccounts: { ...current.socialAccounts, linkedin: "javascript:alert(1)" } }, "socialAccounts.linkedin", "Bitte gib eine gültige URL ein"],
      [{ socialAccounts: { ...current.socialAccounts, facebook: "facebook" } }, "socialAccounts.facebook", "Bitte gib eine gültige URL ein"],
      [
        { socialAccounts: { ...current.socialAccounts, qualityReview: "ftp://reviews.example" } },
        "socialAccounts.qualityReview",
        "Bitte gib eine gültige URL ein",
      ],
    ] as const;
    for (const [change, field, message] of cases) {
      const bad = await post("/settings", { ...current, ...change });
      expect([field, bad.status]).toEqual([field, 400]);
      expect(bad.json.issues[0]).toMatchObject({ field, message });
    }
    // A phone number is stored without its spaces, as the editor's field saves it; empty stays allowed.
    const saved = await post("/settings", { ...current, footer: { ...current.footer, phone: "+41 52 000 00 00", email: "" } });
    expect(saved.status).toBe(200);
    expect(saved.json.footer).toMatchObject({ phone: "+41520000000", email: "" });
    expect((await post("/settings", current)).status).toBe(200);
  });

  it("the booking button's links shown: e-mail and phone checked like fields, and the live page's booking dialog offers them with the page", async () => {
    const current = (await get("/settings")).json;
    const badEmail = await post("/settings", { ...current, bookingButton: { ...current.bookingButton, email: "termine@" } });
    expect(badEmail.json.issues[0]).toMatchObject({ field: "bookingButton.email", message: "Bitte gib eine gültige E-Mail-Adresse ein" });
    const badPhone = await post("/settings", { ...current, bookingButton: { ...current.bookingButton, phone: "052 abc" } });
    expect(badPhone.json.issues[0]).toMatchObject({ field: "bookingButton.phone", message: "Bitte gib eine gültige Telefonnummer ein" });
    const contact = await env.DB.prepare("SELECT page_id FROM slugs WHERE locale = 'de' AND slug = 'kontaktlinsen'").first<{ page_id: string }>();
    // No provider address: the button still shows, offering the other ways (no booking widget).
    const bookingButton = {
      ...current.bookingButton,
      active: true,
      url: "",
      useShoreBooking: false,
      links: { email: true, phone: true, page: true },
      email: "termine@optik-seeblick.example",
      phone: "+41 52 000 00 00",
      page: contact!.page_id,
    };
    const saved = await post("/settings", { ...current, bookingButton });
    expect(saved.status).toBe(200);
    expect(saved.json.bookingButton.phone).toBe("+41520000000");
    const body = (await request("/de/ueber-uns")).body;
    expect(body).toContain("Andere Wege zum Termin");
    expect(body).toContain('href="mailto:termine@optik-seeblick.example"');
    expect(body).toContain('href="tel:+41520000000"');
    expect(body).toMatch(/href="\/de\/[a-z/-]*kontaktlinsen" data-booking-way="page">Kontaktlinsen</);
    expect(body).not.toContain("booking-dialog__frame");
    // French visitors get the French texts and the page under its French address.
    const fr = (await request("/fr")).body;
    expect(fr).toContain("Autres moyens de prendre rendez-vous");
    expect(fr).toMatch(/href="\/fr\/[a-z/-]*lentilles-de-contact" data-booking-way="page">/);
    expect((await post("/settings", current)).status).toBe(200);
    expect((await request("/de/ueber-uns")).body).not.toContain("Andere Wege zum Termin");
  });

  it("the home header colour (home page only), the white header in the phone menu and appearance.footer reach the live pages", async () => {
    const current = (await get("/settings")).json;
    const next = {
      ...current,
      header: { ...current.header, homeHeaderColor: "primary", whiteHeaderInMobileMenu: true },
      appearance: { ...current.appearance, footer: "primary" },
    };
    expect((await post("/settings", next)).status).toBe(200);
    const home = (await request("/de")).body;
    expect(home).toMatch(/class="site-header [^"]*site-header--home-primary[^"]*site-header--white-menu"/);
    expect(home).toContain('<div class="site-footer__bottom surface-primary">');
    const other = (await request("/de/ueber-uns")).body;
    expect(other).not.toContain("site-header--home-");
    expect(other).toContain("site-header--white-menu");
    expect(other).toContain('<div class="site-footer__bottom surface-primary">');
    expect((await post("/settings", current)).status).toBe(200);
    expect((await request("/de")).body).not.toContain("site-header--home-");
  });

  it("every settings section shows on the cached live page after a save (header, footer, social, overlay, contact)", async () => {
    const current = (await get("/settings")).json;
    const before = (await request("/de")).body;
    expect(before).toContain("site-footer__branches");
    const next = {
      ...current,
      appearance: { ...current.appearance, bubble: true, triangle: false, gradient: { enabled: true, from: "primary", to: "header" } },
      header: {
        ...current.header,
        upperCase: true,
        boldHeaderFont: true,
        logoPosition: "center",
        loginPage: { useLinkToLoginPage: true, url: "https://kunden.example/anmelden" },
      },
      footer: {
        ...current.footer,
        useBusinessDataFromLookUp: false,
        street: "Seestrasse 12",
        city: "8400 Winterthur",
        phone: "052 000 00 00",
        email: "hallo@seeblick.example",
        upperCase: true,
      },
      socialAccounts: { ...current.socialAccounts, instagram: "https://www.instagram.com/seeblick" },
      contact: { email: "kontakt@seeblick.example", companyName: "Seeblick Brillen AG" },
    };
    expect((await post("/settings", next)).status).toBe(200);
    const body = (await request("/de")).body;
    expect(body).toMatch(/class="site-header site-header--(opaque|transparent) site-header--upper site-header--bold site-header--logo-center"/);
    expect(body).toContain('<a class="site-header__login" href="https://kunden.example/anmelden">Anmelden</a>');
    expect(body).not.toContain("site-footer__branches");
    expect(body).toMatch(
      /<address class="site-footer__address logo-size-M"><strong>Seeblick Brillen AG<\/strong><span>Seestrasse 12<\/span><span>8400 Winterthur<\/span><a href="tel:[^"]+">0520000000<\/a><a href="mailto:hallo@seeblick.example">/,
    );
    expect(body).toContain('class="site-footer surface-header site-footer--upper"');
    expect(body).toContain('href="https://www.instagram.com/seeblick"');
    expect(body).toContain(
      '<main id="main" tabindex="-1" class="site-overlay site-overlay--bubble site-overlay--gradient gradient-from-primary gradient-to-header">',
    );
    expect(body).toMatch(/<div class="site-footer__bottom[^"]*"><p>©( <!-- -->)?Seeblick Brillen AG<\/p>/);
    // Back to the demo settings: the live page is as before.
    expect((await post("/settings", current)).status).toBe(200);
    expect((await request("/de")).body).toContain("site-footer__branches");
  });

  it("saves the navigation, refusing unknown pages", async () => {
    const nav = (await get("/navigation")).json;
    const [container] = nav.containers;
    const reordered = { containers: [{ ...container, children: [...container.children].reverse() }] };
    expect((await post("/navigation", reordered)).status).toBe(200);
    const body = (await request("/fr")).body;
    expect(body.indexOf(">Contact</a>")).toBeLessThan(body.indexOf(">Prestations</a>"));
    const unknown = await post("/navigation", {
      containers: [{ ...container, children: [{ id: "x", type: "page", page: "missing", appearance: "default" }] }],
    });
    expect(unknown).toMatchObject({ status: 400, json: { error: "unknown_page" } });
  });

  it("saves sub-items as part of the whole navigation: live at once, a disclosure in the header, nested in the footer", async () => {
    const before = (await get("/navigation")).json;
    const { version: _version, ...saved } = before;
    const [main, ...rest] = saved.containers;
    const [parent, sub, third, ...others] = main.children;
    // The second item becomes a sub-item of the first; a footer container holds a parent with a sub-item too.
    const asSub = (item: { children?: unknown }, id: string) => ({ ...item, id, children: undefined });
    const footer = { id: "footer-sub", label: { de: "Mehr" }, children: [{ ...third, id: "footer-parent", children: [asSub(parent, "footer-child")] }] };
    const nested = { containers: [{ ...main, children: [{ ...parent, children: [asSub(sub, sub.id)] }, third, ...others] }, ...rest, footer] };
    await request("/de");
    expect((await post("/navigation", nested)).status).toBe(200);
    const stored = (await get("/navigation")).json;
    expect(stored.containers[0].children[0].children.map((s: { id: string }) => s.id)).toEqual([sub.id]);
    expect(stored.containers[0].children.map((i: { id: string }) => i.id)).toEqual([parent.id, third.id, ...others.map((i: { id: string }) => i.id)]);
    const body = (await request("/de")).body;
    const header = body.slice(body.indexOf('<nav aria-label="Hauptnavigation">'), body.indexOf("</nav>", body.indexOf('<nav aria-label="Hauptnavigation">')));
    // The parent link, then the toggle (hidden until the site script wires it) controlling the sub-list.
    expect(header).toMatch(
      /^<nav aria-label="Hauptnavigation"><ul class="main-nav"><li class="main-nav__item main-nav__item--parent"><a class="[^"]+" href="\/de\/[^"]+">([^<]+)<\/a><button type="button" class="main-nav__toggle" aria-expanded="false" aria-controls="main-nav-sub-0" data-submenu-toggle="true" hidden=""><span class="visually-hidden">Untermenü: \1<\/span>/,
    );
    expect(header).toMatch(
      /<\/button><ul class="main-nav__sub" id="main-nav-sub-0"><li><a class="[^"]+" href="\/de\/[^"]+">[^<]+<\/a><\/li><\/ul><\/li><li class="main-nav__item">/,
    );
    const footerHtml = body.slice(body.indexOf('<h2 id="footer-nav-footer-sub">'));
    expect(footerHtml).toMatch(
      /^<h2 id="footer-nav-footer-sub">Mehr<\/h2><ul><li><a href="\/de\/[^"]+">[^<]+<\/a><ul class="site-footer__sub"><li><a href="\/de\/[^"]+">[^<]+<\/a><\/li><\/ul><\/li><\/ul>/,
    );
    // Back as it was: the header has no sub-menu again.
    expect((await post("/navigation", saved)).status).toBe(200);
    expect((await request("/de")).body).not.toContain("main-nav__sub");
  });

  it("refuses a third level naming the field and changes nothing; reads a stored navigation without sub-items", async () => {
    const before = (await get("/navigation")).json;
    const { version, ...saved } = before;
    const [main, ...rest] = saved.containers;
    const [first, second] = main.children;
    const deep = { containers: [{ ...main, children: [{ ...first, children: [{ ...second, children: [{ ...second, id: "third-level" }] }] }] }, ...rest] };
    const refused = await post("/navigation", deep);
    expect(refused.status).toBe(400);
    expect(refused.json.issues[0]).toMatchObject({
      field: "containers.0.children.0.children.0.children",
      message: "a sub-item cannot hold items (two levels at most under a container)",
    });
    expect((await get("/navigation")).json.version).toBe(version);
    const tooMany = {
      containers: [{ ...main, children: [{ ...first, children: Array.from({ length: 21 }, (_, i) => ({ ...second, id: `sub-${i}`, children: undefined })) }] }],
    };
    expect((await post("/navigation", tooMany)).json.issues[0]).toMatchObject({ field: "containers.0.children.0.children", rule: "too_big" });
    // A navigation stored before sub-items existed (no `children` on items) still reads and renders.
    const old = {
      containers: saved.containers.map((c: { children: { children?: unknown }[] }) => ({
        ...c,
        children: c.children.map(({ children: _c, ...item }) => item),
      })),
    };
    await env.DB.prepare("UPDATE site_documents SET value = ?1 WHERE key = 'navigation'").bind(JSON.stringify(old)).run();
    const read = (await get("/navigation")).json;
    expect(read.containers[0].children.every((item: { children: unknown[] }) => Array.isArray(item.children) && item.children.length === 0)).toBe(true);
    expect((await post("/navigation", saved)).status).toBe(200);
  });
});

describe("changelog", () => {
  it("lists unseen entries in the editor's language until they are marked seen", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO changelog (id, date, text_de, text_fr) VALUES ('c1', '2026-11-01', 'Neue Karte', 'Nouvelle carte')"),
      env.DB.prepare("INSERT INTO changelog (id, date, text_de, text_fr) VALUES ('c2', '2026-11-15', 'Schnellere Seiten', 'Pages plus rapides')"),
    ]);
    expect((await get("/changelog?language=fr")).json.entries).toEqual([
      { date: "2026-11-15", text: "Pages plus rapides" },
      { date: "2026-11-01", text: "Nouvelle carte" },
    ]);
    await post("/changelog", { dates: ["2026-11-15"] });
    expect((await get("/changelog?language=de")).json.entries).toEqual([{ date: "2026-11-01", text: "Neue Karte" }]);
    expect((await get("/changelog?language=de&showAll=true")).json.entries).toHaveLength(2);
    expect((await get("/changelog?language=de", optician)).json.entries).toHaveLength(2);
    expect((await post("/changelog", { dates: ["15.11.2026"] })).status).toBe(400);
  });

  it("lets admins add an entry (date, German and French text), one a day; opticians may not", async () => {
    const entry = { date: "2026-11-20", textDe: "Einstellungen im Editor", textFr: "Paramètres dans l'éditeur" };
    expect((await post("/changelog/entries", entry, optician)).status).toBe(403);
    const added = await post("/changelog/entries", entry);
    expect(added.status).toBe(201);
    expect((await get("/changelog?language=fr&showAll=true")).json.entries).toContainEqual({ date: "2026-11-20", text: "Paramètres dans l'éditeur" });
    expect((await get("/changelog?language=de", optician)).json.entries[0]).toEqual({ date: "2026-11-20", text: "Einstellungen im Editor" });
    expect((await post("/changelog/entries", { ...entry, textDe: "Nochmals" })).status).toBe(409);
    const bad = await post("/changelog/entries", { date: "2026-13-01", textDe: " ", textFr: "x" });
    expect(bad.status).toBe(400);
    expect((await get("/changelog?language=de&showAll=true")).json.entries).toHaveLength(3);
  });
});

describe("optician", () => {
  it("returns the business data and lets only an admin reset the footer to it", async () => {
    const { json } = await get("/optician", optician);
    expect(json.business.name).toBe("Optik Seeblick");
    const branchId = json.branches[0].id;
    expect((await post("/optician", { branchId }, optician)).status).toBe(403);
    expect((await post("/optician", { branchId: "nope" })).json).toEqual({ error: "branch_not_found", message: "Branch ID not found" });
    const reset = await post("/optician", { branchId });
    expect(reset.status).toBe(200);
    expect(reset.json.footer.useBusinessDataFromLookUp).toBe(true);
  });
});
