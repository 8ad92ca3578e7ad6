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
  (await env.DB.prepare("SELECT ci.item_id, ci.visible FROM collection_items ci JOIN collections c ON c.id = ci.collection_id WHERE c.name = 'team' ORDER BY ci.position").all<{ item_id: string; visible: number }>()).results;

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

  it("saves the navigation, refusing unknown pages", async () => {
    const nav = (await get("/navigation")).json;
    const [container] = nav.containers;
    const reordered = { containers: [{ ...container, children: [...container.children].reverse() }] };
    expect((await post("/navigation", reordered)).status).toBe(200);
    const body = (await request("/fr")).body;
    expect(body.indexOf(">Contact</a>")).toBeLessThan(body.indexOf(">Prestations</a>"));
    const unknown = await post("/navigation", { containers: [{ ...container, children: [{ id: "x", type: "page", page: "missing", appearance: "default" }] }] });
    expect(unknown).toMatchObject({ status: 400, json: { error: "unknown_page" } });
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
