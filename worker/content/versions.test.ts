import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/helpers";
import { draftOf, editorApi, fieldSave, makePage, versionOf } from "../test/content-fixture";

let lea: ReturnType<typeof editorApi>;
let marc: ReturnType<typeof editorApi>;
beforeAll(async () => {
  lea = editorApi(await signIn("admin", "lea@site.test"));
  marc = editorApi(await signIn("optician", "marc@site.test"));
});

describe("no lost update: versions and 409", () => {
  it("a save must carry the version it was based on (400 names the field)", async () => {
    const { fields } = await makePage("ohne-version");
    const { status, json } = await lea.post("/data", { itemType: "field", linkId: fields.title, data: { content: { de: { text: "x" } } } });
    expect(status).toBe(400);
    expect(json.issues).toContainEqual(expect.objectContaining({ field: "version" }));
    expect((await draftOf(fields.title!)).content.de.text).toBe("Titel eins");
  });

  it("two editors save the same field from the same version: one is accepted, the other gets 409 with the current value and who made it", async () => {
    const { fields } = await makePage("zwei-editoren");
    const base = await versionOf(fields.title!);
    const [a, b] = await Promise.all([
      lea.post("/data", fieldSave(fields.title!, "Lea schreibt", base)),
      marc.post("/data", fieldSave(fields.title!, "Marc schreibt", base)),
    ]);
    const accepted = [a, b].filter((r) => r.status === 200);
    const refused = [a, b].filter((r) => r.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(accepted[0]!.json.version).toBe(base + 1);
    const winner = a.status === 200 ? { text: "Lea schreibt", email: "lea@site.test" } : { text: "Marc schreibt", email: "marc@site.test" };
    expect(refused[0]!.json).toMatchObject({
      error: "version_conflict",
      current: { id: fields.title, version: base + 1, updatedBy: { email: winner.email }, value: { content: { de: { text: winner.text } } } },
    });
    expect((await draftOf(fields.title!)).content.de.text).toBe(winner.text);
    // The refused editor keeps theirs: a save based on the version it was told about is accepted.
    const keep = await (a.status === 409 ? lea : marc).post("/data", fieldSave(fields.title!, "Meins bleibt", refused[0]!.json.current.version));
    expect(keep.status).toBe(200);
    expect((await draftOf(fields.title!)).content.de.text).toBe("Meins bleibt");
  });

  it("50 concurrent saves on one page: every accepted change is in the result and every refused one was told", async () => {
    const { pageId, fields } = await makePage("fuenfzig");
    const targets = [fields.title!, fields.kicker!];
    const bases = Object.fromEntries(await Promise.all(targets.map(async (id) => [id, await versionOf(id)] as const)));
    const saves = Array.from({ length: 50 }, (_, i) => ({ field: targets[i % 2]!, text: `Wert ${i}` }));
    const results = await Promise.all(saves.map((s, i) => (i % 3 ? lea : marc).post("/data", fieldSave(s.field, s.text, bases[s.field]!))));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    for (const field of targets) {
      const mine = results.filter((_, i) => saves[i]!.field === field);
      const accepted = mine.filter((r) => r.status === 200);
      // All saves of a field were based on the same version: exactly one can be accepted.
      expect(accepted).toHaveLength(1);
      const winnerText = saves[results.indexOf(accepted[0]!)]!.text;
      expect((await draftOf(field)).content.de.text).toBe(winnerText);
      for (const refused of mine.filter((r) => r.status === 409)) expect(refused.json.current.value.content.de.text).toBe(winnerText);
    }
    // Every refused editor then keeps theirs, one after the other, based on the version the 409 told them.
    const told = results.filter((r) => r.status === 409).length;
    for (const [i, s] of saves.entries()) {
      if (results[i]!.status !== 409) continue;
      const version = await versionOf(s.field);
      expect(version).toBeGreaterThanOrEqual(results[i]!.json.current.version);
      expect((await (i % 3 ? lea : marc).post("/data", fieldSave(s.field, s.text, version))).status).toBe(200);
      expect((await draftOf(s.field)).content.de.text).toBe(s.text);
    }
    const { results: audit } = await env.DB.prepare("SELECT item_id, version FROM changes WHERE page_id = ?1 AND action = 'save'")
      .bind(pageId)
      .all<{ item_id: string; version: number }>();
    expect(audit).toHaveLength(50);
    for (const field of targets) {
      const versions = audit
        .filter((a) => a.item_id === field)
        .map((a) => a.version)
        .sort((x, y) => x - y);
      expect(versions).toEqual(Array.from({ length: 25 }, (_, i) => bases[field]! + 1 + i));
      expect(await versionOf(field)).toBe(bases[field]! + 25);
    }
    console.log(
      `save conflicts: 50 concurrent saves on 2 fields from the same versions: 2 accepted, ${told} refused with 409 and the current value; the refused ones saved again on the version they were told: 50 changes kept, 0 lost`,
    );
  });

  it("blocks, pages, settings and navigation carry versions too", async () => {
    const { pageId, groups } = await makePage("alles-versioniert");
    const group = groups[0]!;
    const gv = await versionOf(group);
    expect((await lea.post("/group/meta", { pageId, groupId: group, version: gv, meta: { disallowedLanguages: ["fr"] } })).status).toBe(200);
    const stale = await marc.post("/group/meta", { pageId, groupId: group, version: gv, meta: { disallowedLanguages: [] } });
    expect(stale.status).toBe(409);
    expect(stale.json.current.value.meta.disallowedLanguages).toEqual(["fr"]);

    const pv = await versionOf(pageId);
    const info = await lea.put("/page/info", { id: pageId, lang: "de", version: pv, meta: { name: { de: "Neu" } } });
    expect(info.status).toBe(200);
    expect(info.json.version).toBe(pv + 1);
    const late = await marc.put("/page/info", { id: pageId, lang: "de", version: pv, meta: { name: { de: "Alt" } } });
    expect(late.status).toBe(409);
    expect(late.json.current.value.meta.name.de).toBe("Neu");

    const settings = await lea.get("/settings");
    const { version, ...document } = settings.json;
    expect((await lea.post(`/settings?version=${version}`, document)).status).toBe(200);
    const lateSettings = await marc.post(`/settings?version=${version}`, document);
    expect(lateSettings.status).toBe(409);
    expect(lateSettings.json.current).toMatchObject({ id: "settings", version: version + 1, updatedBy: { email: "lea@site.test" } });
    const nav = await lea.get("/navigation");
    expect((await lea.post(`/navigation?version=${nav.json.version}`, { containers: [] })).status).toBe(200);
    expect((await marc.post(`/navigation?version=${nav.json.version}`, { containers: [] })).status).toBe(409);
  });
});
