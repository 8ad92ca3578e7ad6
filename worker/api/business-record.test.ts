import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessRecordAnswer } from "../../common/business-record";
import { ORIGIN, postJson, request, seedDemo, signIn } from "../test/helpers";
import { businessJsonLd } from "../pages/business-json-ld";

let admin = "";
let optician = "";
beforeAll(async () => {
  await seedDemo();
  admin = await signIn("admin");
  optician = await signIn("optician");
}, 120_000);

const getRecord = async (cookie = optician) => {
  const res = await request("/api/v1/optician/record?lang=de", { headers: { Cookie: cookie } });
  return { status: res.status, json: JSON.parse(res.body) as BusinessRecordAnswer };
};
const putRecord = async (body: unknown, cookie = optician) => {
  const res = await request("/api/v1/optician/record?lang=de", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: JSON.parse(res.body) };
};
/** The record as the panel sends it back (without the answer's usedIn). */
const asInput = (record: BusinessRecordAnswer) => ({ ...record, branches: record.branches.map(({ usedIn: _u, ...branch }) => branch) });
/** The JSON-LD of a live page, parsed. */
const jsonLdOf = (html: string) => {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(text).toBeTruthy();
  return { text: text!, data: JSON.parse(text!) as Record<string, unknown> };
};

describe("business record API", () => {
  it("gives an optician their site's record: name, contact e-mail, branches with a week and special days", async () => {
    const { status, json } = await getRecord();
    expect(status).toBe(200);
    expect(json.name).toBe("Optik Seeblick");
    expect(json.contactEmail).toBe("praxis@optik-seeblick.example");
    const [branch] = json.branches;
    expect(branch?.week[1]).toEqual([
      { open: "09:00", close: "12:00" },
      { open: "13:30", close: "18:30" },
    ]);
    expect(branch?.week[0]).toEqual([]);
    expect(branch?.specialDays).toContainEqual({ from: "2026-12-26", to: "2026-12-26", ranges: [], note: "" });
    expect((await request("/api/v1/optician/record")).status).toBe(401);
  });

  it("refuses overlapping ranges, an end before its start, times not hh:mm and bad addresses, naming the field", async () => {
    const { json } = await getRecord();
    const input = asInput(json);
    const bad = structuredClone(input);
    bad.branches[0]!.week[1] = [
      { open: "09:00", close: "12:00" },
      { open: "11:00", close: "18:30" },
    ];
    bad.branches[0]!.week[2] = [{ open: "18:00", close: "09:00" }];
    bad.branches[0]!.week[3] = [{ open: "9 Uhr", close: "12:00" }];
    bad.branches[0]!.email = "keine-adresse";
    const refused = await putRecord(bad);
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "branches.0.week.1.1.open", message: "Die Zeiten dürfen sich nicht überschneiden" }),
        expect.objectContaining({ field: "branches.0.week.2.0.close", message: "Das Ende muss nach dem Beginn liegen" }),
        expect.objectContaining({ field: "branches.0.week.3.0.open", message: "Zeit als hh:mm" }),
        expect.objectContaining({ field: "branches.0.email", message: "Bitte gib eine gültige E-Mail-Adresse ein" }),
      ]),
    );
    const specialOrder = structuredClone(input);
    specialOrder.branches[0]!.specialDays = [{ from: "2026-12-31", to: "2026-12-24", ranges: [], note: "" }];
    expect((await putRecord(specialOrder)).json.issues[0]).toMatchObject({ field: "branches.0.specialDays.0.to" });
    expect((await putRecord({ ...input, branches: [] })).status).toBe(400);
    // Nothing was saved.
    expect((await getRecord()).json.branches[0]?.week[1]).toEqual(json.branches[0]?.week[1]);
  });

  it("saves new hours and a holiday, live at once on every page in every language (their cached copies revalidated)", async () => {
    await request("/de");
    await request("/fr");
    expect((await request("/de")).headers.get("X-Cache")).toBe("HIT");
    const { json } = await getRecord();
    const input = asInput(json);
    input.branches[0]!.week[1] = [{ open: "08:00", close: "19:15" }];
    input.branches[0]!.specialDays.push({ from: "2027-01-02", to: "2027-01-06", ranges: [], note: "Betriebsferien" });
    const saved = await putRecord(input);
    expect(saved.status).toBe(200);
    const de = await request("/de");
    expect(de.headers.get("X-Cache")).toBe("MISS");
    expect(de.body).toContain("08:00–19:15");
    expect(de.body).toContain("(Betriebsferien)");
    const fr = await request("/fr");
    expect(fr.body).toContain("08:00–19:15");
    expect(fr.body).toContain("<dt>Mardi</dt><dd>08:00–19:15</dd>");
    // The directory lists the owner's business too: it loads the hours from /~directory-hours (decision 116).
    expect((await request("/~directory-hours")).body).toContain("08:00–19:15");
  });

  it("adds, reorders and removes branches; the last cannot go, nor one a contact block shows (saying where)", async () => {
    const { json } = await getRecord(admin);
    const input = asInput(json);
    const added = await putRecord(
      { ...input, branches: [{ ...input.branches[0]!, id: undefined, name: "Optik Seeblick Bahnhof", street: "Bahnhofplatz" }, ...input.branches] },
      admin,
    );
    expect(added.status).toBe(200);
    const [bahnhof, altstadt] = (added.json as BusinessRecordAnswer).branches;
    expect(bahnhof?.name).toBe("Optik Seeblick Bahnhof");
    const live = (await request("/de")).body.split("<footer")[1]!;
    expect(live.indexOf("Optik Seeblick Bahnhof")).toBeLessThan(live.indexOf("Optik Seeblick Altstadt"));

    // A contact block on the contact page shows the Bahnhof branch only.
    const page = await env.DB.prepare("SELECT page_id AS id FROM slugs WHERE locale = 'de' AND slug = '~contact' LIMIT 1").first<{ id: string }>();
    const block = await postJson("/api/v1/group/add", { pageId: page!.id, groupName: "contact" }, admin);
    const { id: groupId } = JSON.parse(block.body) as { id: string };
    await env.DB.prepare("UPDATE items SET draft = json_set(draft, '$.options.location', json_object('value', json_array(?1))) WHERE id = ?2")
      .bind(bahnhof!.id, groupId)
      .run();
    const record = (await getRecord(admin)).json;
    expect(record.branches[0]?.usedIn).toEqual([{ pageId: page!.id, pageName: "Kontakt" }]);
    const refused = await putRecord({ ...asInput(record), branches: [asInput(record).branches[1]] }, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain("Optik Seeblick Bahnhof: Kontakt");

    await env.DB.prepare("UPDATE items SET draft = json_remove(draft, '$.options.location') WHERE id = ?1").bind(groupId).run();
    const removed = await putRecord({ ...asInput(record), branches: [asInput(record).branches[1]] }, admin);
    expect(removed.status).toBe(200);
    expect((removed.json as BusinessRecordAnswer).branches.map((b) => b.id)).toEqual([altstadt!.id]);
  });
});

describe("JSON-LD for search engines", () => {
  it("describes the business on every live page: Optician with address, phone, url, geo and hours incl. special days", async () => {
    for (const path of ["/de", "/fr/prestations", "/de/~contact"]) {
      const { data } = jsonLdOf((await request(path)).body);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("Optician");
      expect(data.name).toBe("Optik Seeblick");
      expect(data.url).toMatch(/^https:\/\/site\.test\/(de|fr)$/);
      expect(data.address).toEqual({ "@type": "PostalAddress", streetAddress: "Marktgasse 99", postalCode: "8400", addressLocality: "Winterthur" });
      expect(data.telephone).toBe("+41 52 000 00 00");
      expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 47.4997, longitude: 8.7293 });
      const hours = data.openingHoursSpecification as Record<string, string>[];
      expect(hours).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "09:00", closes: "16:00" });
      expect(hours).toContainEqual(
        expect.objectContaining({ validFrom: "2027-01-02", validThrough: "2027-01-06", opens: "00:00", closes: "00:00", description: "Betriebsferien" }),
      );
    }
    // Edit mode is no page for search engines.
    expect((await request("/de/edit", { headers: { Cookie: admin } })).body).not.toContain("application/ld+json");
  });

  it("is escaped so no text can close the script, and parses back to the text as typed", async () => {
    const { json } = await getRecord(admin);
    const name = `Optik </script><script>alert(1)</script> & \u2028"Söhne"`;
    expect((await putRecord({ ...asInput(json), name }, admin)).status).toBe(200);
    const { text, data } = jsonLdOf((await request("/de")).body);
    expect(text).not.toMatch(/<|>|&/);
    expect(data.name).toBe(name);
    await putRecord({ ...asInput(json) }, admin);
  });

  it("says LocalBusiness for a site outside the optician program; further branches are departments", () => {
    const branch = (name: string) => ({
      id: name,
      name,
      street: "Quai 1",
      zip: "1006",
      city: "Lausanne",
      phone: null,
      email: null,
      website: null,
      latitude: null,
      longitude: null,
      openingHours: { periods: [], special: [{ date: "2026-12-24", open: "09:00", close: "14:00" }] },
    });
    const data = businessJsonLd(
      { name: "Atelier", contactEmail: "", branches: [branch("A"), branch("B")] },
      { optician: false, url: "https://a.test/fr", today: "2026-12-01" },
    );
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data).not.toHaveProperty("geo");
    expect(data.department).toEqual([expect.objectContaining({ "@type": "LocalBusiness", name: "B" })]);
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-24", validThrough: "2026-12-24", opens: "09:00", closes: "14:00" },
    ]);
    // A special day already over is left out.
    expect(
      businessJsonLd({ name: "Atelier", contactEmail: "", branches: [branch("A")] }, { optician: false, url: "", today: "2027-01-01" })
        .openingHoursSpecification,
    ).toEqual([]);
  });
});

describe("contact e-mail of the business record", () => {
  it("is where form submissions go, and an empty one makes the editor warn", async () => {
    const { json } = await getRecord(admin);
    expect((await putRecord({ ...asInput(json), contactEmail: "" }, admin)).status).toBe(200);
    const edit = (await request("/de/edit/~contact", { headers: { Cookie: admin } })).body;
    expect(edit).toMatch(/"contactEmailMissing":true/);
    expect((await putRecord({ ...asInput(json), contactEmail: "neu@optik-seeblick.example" }, admin)).status).toBe(200);
    expect((await request("/de/edit/~contact", { headers: { Cookie: admin } })).body).toMatch(/"contactEmailMissing":false/);
    // A contact request is mailed to the record's address (the settings' old one is no longer read).
    const sent: EmailMessageBuilder[] = [];
    const binding = { send: async (message: EmailMessageBuilder) => void sent.push(message) } as unknown as SendEmail;
    const form = {
      anrede: "herr",
      vorname: "Marco",
      nachname: "Keller",
      plz: "8400",
      telefon: "052 000 00 01",
      email: "marco@example.ch",
      existingCustomer: "ja",
      themes: ["glassesAdvice"],
      bevorzugterTermin: "Mittwoch",
      bevorzugteUhrzeit: "14:00",
      lang: "de",
    };
    const submitted = await request(
      "/api/v1/contact",
      { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": "203.0.113.77" }, body: JSON.stringify(form) },
      { EMAIL: binding },
    );
    expect(submitted.status).toBe(201);
    expect(sent.map((message) => message.to)).toContain("neu@optik-seeblick.example");
  });
});
