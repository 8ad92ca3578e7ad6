import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, request, seedDemo } from "../test/helpers";

beforeAll(seedDemo);

describe("site search", () => {
  it("finds published content of the current locale, with snippets", async () => {
    const { body, headers } = await request("/de/search?searchquery=Kurzsichtigkeit");
    expect(headers.get("X-Cache")).toBe("BYPASS");
    expect(body).toContain("Treffer für «Kurzsichtigkeit»");
    expect(body).toContain('href="/de/services/myopie-management"');
    expect((await request("/fr/search?searchquery=Kurzsichtigkeit")).body).toContain("Aucun résultat");
  });

  it("needs at least 3 characters", async () => {
    expect((await request("/de/search?searchquery=ab")).body).toContain("Bitte mindestens 3 Zeichen eingeben.");
    const api = await request("/api/v1/search?locale=de&q=ab");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).issues[0]).toMatchObject({ field: "q", rule: "too_small" });
  });

  it("answers the header's live search with at most 5 results", async () => {
    const { body } = await request("/api/v1/search?locale=fr&q=rep%C3%A8re");
    const { results } = JSON.parse(body);
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({ title: expect.stringMatching(/^Trou /), path: expect.stringMatching(/^\/fr\/golf\/trou-/) });
  });
});

describe("password-protected pages", () => {
  const protect = () =>
    env.DB.prepare(
      "UPDATE items SET published = json_set(published, '$.meta.password', 'brille2026') WHERE id = (SELECT page_id FROM slugs WHERE slug = 'ueber-uns' AND published = 1)",
    ).run();
  const unlock = (password: string) =>
    request("/api/v1/page/unlock", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.50" },
      body: new URLSearchParams({ pageId: pageIdHolder.id, password, next: "/de/ueber-uns" }).toString(),
    });
  const pageIdHolder = { id: "" };

  it("asks for the password, refuses a wrong one, shows the content after the right one, and keeps it out of search and cache", async () => {
    await protect();
    pageIdHolder.id = (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = 'ueber-uns'").first<{ page_id: string }>())!.page_id;
    const locked = await request("/de/ueber-uns");
    expect(locked.body).toContain("Diese Seite ist passwortgeschützt.");
    expect(locked.body).not.toContain("Lea Brunner");
    expect((await unlock("wrong")).headers.get("Location")).toBe("/de/ueber-uns?error=1");
    expect((await request("/de/ueber-uns?error=1")).body).toContain("Das Passwort ist falsch.");
    const ok = await unlock("brille2026");
    expect(ok.headers.get("Location")).toBe("/de/ueber-uns");
    const cookie = ok.headers.get("Set-Cookie")!.split(";")[0]!;
    const open = await request("/de/ueber-uns", { headers: { Cookie: cookie } });
    expect(open.body).toContain("Lea Brunner");
    expect(open.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await request("/de/ueber-uns")).body).not.toContain("Lea Brunner");
    expect((await request("/de/search?searchquery=Messtechnik")).body).toContain("Keine Treffer für «Messtechnik».");
  });
});
