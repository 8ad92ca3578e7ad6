import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../common/chf";
import { paragraphs } from "../../common/rich-text";
import { postJson, request, requestCounting, seedDemo, signIn, testDb } from "../test/helpers";
import { database } from "./pages";
import { saveSettings } from "./site";
import { createListing, newListingSchema, setListingStatus } from "./listings";
import { listingTypesOf, loadPageListings } from "./page-listings";

const db = () => database(testDb());
let branchId = "";
beforeAll(async () => {
  await seedDemo();
  branchId = (await env.DB.prepare("SELECT b.id FROM branches b JOIN businesses o ON o.id = b.business_id WHERE o.is_site_owner = 1").first<{ id: string }>())!
    .id;
});
const groupsOf = (...types: string[]) => types.map((type, i) => ({ id: `g${i}`, type, options: {}, fields: [] }));

describe("new listing schema", () => {
  it("needs a title in some language and a price with at most two decimals", () => {
    expect(newListingSchema.safeParse({ type: "job", title: {} }).success).toBe(false);
    expect(newListingSchema.safeParse({ type: "job", title: { de: " " } }).success).toBe(false);
    expect(newListingSchema.safeParse({ type: "frame", title: { de: "Fassung" }, cost: 12.345 }).success).toBe(false);
    expect(newListingSchema.safeParse({ type: "frame", title: { de: "Fassung" }, cost: -1 }).success).toBe(false);
    expect(newListingSchema.safeParse({ type: "boat", title: { de: "Boot" } }).success).toBe(false);
    const parsed = newListingSchema.parse({ type: "frame", title: { fr: "Monture" }, cost: 12.35 });
    expect(parsed).toMatchObject({ kind: "offering", status: "draft", titleImages: [], branchId: null, options: { toBePickedUp: false } });
  });
});

describe("published listings query", () => {
  it("returns only published listings of the asked types, newest first, with branch, staff member and ordered images", async () => {
    const media = (await env.DB.prepare("SELECT id FROM media WHERE media_type = 'image' ORDER BY id LIMIT 2").all<{ id: string }>()).results.map((m) => m.id);
    const id = await createListing(db(), env.PAGE_CACHE, {
      type: "job",
      status: "published",
      title: { de: "Testjob", fr: "Emploi test" },
      description: { de: paragraphs("Beschreibung") },
      workQuota: { de: "50 %" },
      titleImages: [media[1]!, "missing-media", media[0]!],
      branchId,
      staffMember: { firstName: "Ada", lastName: "Muster" },
      created: "2030-01-01T08:00:00.000Z",
    });
    await createListing(db(), env.PAGE_CACHE, { type: "job", status: "draft", title: { de: "Entwurfsjob" }, created: "2031-01-01T08:00:00.000Z" });
    const fr = await loadPageListings(testDb(), groupsOf("jobs"), "fr", null);
    expect(fr!.every((l) => l.type === "job")).toBe(true);
    expect(fr!.map((l) => l.title)).not.toContain("Entwurfsjob");
    const job = fr![0]!;
    expect(job).toMatchObject({
      id,
      title: "Emploi test",
      workQuota: "50 %",
      staffMember: { firstName: "Ada", lastName: "Muster" },
      created: "2030-01-01T08:00:00.000Z",
    });
    // The French page falls back to German where French is missing.
    expect(job.richTextDescription).toEqual(paragraphs("Beschreibung"));
    expect(job.branch).toMatchObject({ name: "Optik Seeblick Altstadt", street: "Marktgasse", streetNumber: "99", zip: "8400", city: "Winterthur" });
    expect(job.titleImage.map((m) => m.id)).toEqual([media[1], media[0]]);
    expect(job.titleImage[0]!.publicUrl).toMatch(/^\/media\/.+\.jpg$/);
    const dates = fr!.map((l) => l.created);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("the demo has jobs (one with 5 images, one with 3) and marketplace items with cost and options", async () => {
    const jobs = (await loadPageListings(testDb(), groupsOf("jobs"), "de", null))!.filter((l) => l.title !== "Testjob");
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(jobs.map((j) => j.titleImage.length)).toEqual(expect.arrayContaining([5, 3]));
    const market = (await loadPageListings(testDb(), groupsOf("marketplace"), "de", null))!;
    expect(market.length).toBe(6);
    expect(market.every((l) => l.type === "frame" || l.type === "object")).toBe(true);
    expect(market.find((l) => l.title === "Vintage-Hornfassung")).toMatchObject({ cost: 125_000, options: { subjectToPostage: true, askingPrice: true } });
  });

  it("asks for the types its blocks show, and for nothing without a jobs or marketplace block", async () => {
    expect(listingTypesOf(groupsOf("hero", "richTextBlock"))).toEqual([]);
    expect(listingTypesOf(groupsOf("jobs"))).toEqual(["job"]);
    expect(listingTypesOf(groupsOf("marketplace"))).toEqual(["frame", "object"]);
    expect(listingTypesOf([{ id: "m", type: "marketplace", options: { marketplaceType: "object" }, fields: [] }, ...groupsOf("jobs")])).toEqual([
      "object",
      "job",
    ]);
    expect(await loadPageListings(testDb(), groupsOf("hero"), "de", null)).toBeUndefined();
  });
});

describe("pages with listings", () => {
  it("the jobs page costs exactly one D1 statement more than a page without lists, within the budget of 5", async () => {
    const plain = await requestCounting("/de/~imprint");
    const jobs = await requestCounting("/de/stellen");
    expect(plain.headers.get("X-Cache")).toBe("MISS");
    expect(jobs.headers.get("X-Cache")).toBe("MISS");
    expect(jobs.status).toBe(200);
    expect(jobs.statements).toBe(plain.statements + 1);
    expect(jobs.statements).toBeLessThanOrEqual(5);
    expect(jobs.body).toContain("Augenoptiker/in EFZ");
    expect(jobs.body).toContain('data-island="listAccordion"');
  });

  it("a listing change revalidates the pages that show listings, and only those", async () => {
    for (const path of ["/fr/marche", "/de/~imprint"]) await request(path);
    expect((await request("/fr/marche")).headers.get("X-Cache")).toBe("HIT");
    const id = await createListing(db(), env.PAGE_CACHE, {
      type: "object",
      status: "published",
      title: { de: "Lupe", fr: "Loupe de poche" },
      cost: 19.9,
      branchId,
    });
    const after = await request("/fr/marche");
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain("Loupe de poche");
    // French prices are written the French-Swiss way (decision 084).
    expect(after.body).toContain(formatPrice(19.9, "fr"));
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("HIT");

    expect(await setListingStatus(db(), env.PAGE_CACHE, id, "archived")).toBe(true);
    const archived = await request("/fr/marche");
    expect(archived.headers.get("X-Cache")).toBe("MISS");
    expect(archived.body).not.toContain("Loupe de poche");
    expect(await setListingStatus(db(), env.PAGE_CACHE, "no-such-id", "published")).toBe(false);
  });

  it("the revalidation API accepts the listings tag", async () => {
    const cookie = await signIn();
    await request("/de/marktplatz");
    expect((await postJson("/api/v1/revalidate/tag", { tag: "listings" }, cookie)).status).toBe(200);
    expect((await request("/de/marktplatz")).headers.get("X-Cache")).toBe("MISS");
  });
});

describe("site-wide booking button", () => {
  it("is absent while the settings leave it off, and floats on every page (with the islands script) once switched on", async () => {
    const off = await request("/de/~imprint");
    expect(off.body).not.toContain('data-island="booking"');
    expect(off.body).not.toContain("islands");
    await saveSettings(db(), env.PAGE_CACHE, {
      bookingButton: { active: true, position: "left", color: "secondary", useShoreBooking: true, shoreCompany: "optik-seeblick" },
    });
    const on = await request("/fr/~imprint");
    expect(on.headers.get("X-Cache")).toBe("MISS");
    expect(on.body).toContain('data-island="booking"');
    expect(on.body).toContain("booking-launcher--bottom-left");
    expect(on.body).toContain("surface-secondary");
    expect(on.body).toMatch(/<script type="module" src="[^"]*islands[^"]*"/);
    const props = JSON.parse(on.body.match(/data-island-props="booking">([^<]*)</)![1]!);
    const url = new URL(props.url);
    expect(url.origin + url.pathname).toBe("https://connect.shore.com/widget/optik-seeblick");
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: "fr", layout: "none", select_location: "false", theme_color: "7a3d0b" });
  });
});
