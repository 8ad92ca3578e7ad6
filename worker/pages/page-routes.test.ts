import { beforeAll, describe, expect, it } from "vitest";
import { request, seedDemo, signIn } from "../test/helpers";

beforeAll(seedDemo);

describe("locale redirect", () => {
  it.each([
    ["fr-CH,fr;q=0.9,de;q=0.8", "/fr"],
    ["de-CH", "/de"],
    ["en-US,it;q=0.5", "/de"],
    ["it;q=0.9,fr;q=0.4", "/fr"],
  ])("Accept-Language %s goes to %s", async (header, target) => {
    const { status, headers } = await request("/", { headers: { "Accept-Language": header }, redirect: "manual" });
    expect(status).toBe(302);
    expect(new URL(headers.get("Location")!, "https://x").pathname).toBe(target);
  });

  it("without Accept-Language goes to the default locale", async () => {
    const { headers } = await request("/", { redirect: "manual" });
    expect(new URL(headers.get("Location")!, "https://x").pathname).toBe("/de");
  });
});

describe("document shell", () => {
  it("renders lang, title, description, canonical and hreflang alternates", async () => {
    const { status, body } = await request("/fr/prestations");
    expect(status).toBe(200);
    expect(body).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr">/);
    expect(body).toContain("<title>Prestations – Optik Seeblick</title>");
    expect(body).toContain('<meta name="description" content="Examen de la vue, lunettes, lentilles et gestion de la myopie."/>');
    expect(body).toContain('<link rel="canonical" href="https://site.test/fr/prestations"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="de" href="https://site.test/de/dienstleistungen"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="fr" href="https://site.test/fr/prestations"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="x-default" href="https://site.test/de/dienstleistungen"/>');
  });

  it("renders a collection page under its collection and redirects the short address", async () => {
    expect((await request("/de/golf/loch-3")).body).toContain("Loch 3: Kirchplatz");
    const short = await request("/de/loch-3", { redirect: "manual" });
    expect(short.status).toBe(301);
    expect(short.headers.get("Location")).toMatch(/\/de\/golf\/loch-3$/);
  });

  it("serves the home page at /{locale} and redirects its reserved slug there", async () => {
    expect((await request("/de")).body).toContain("Gut sehen, gut aussehen.");
    const reserved = await request("/de/~home", { redirect: "manual" });
    expect(reserved.status).toBe(301);
    expect(reserved.headers.get("Location")).toMatch(/\/de$/);
  });

  it("only loads the small site script on a page without islands", async () => {
    const { body } = await request("/de/ueber-uns");
    const scripts = [...body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    // In development the styles come through their module entry (the block folders' CSS gathered by a glob).
    expect(scripts).toEqual(["/@vite/client", "/client/styles.ts", "/client/site.ts"]);
  });
});

describe("not found", () => {
  it("answers an unknown page with the localized error page and status 404", async () => {
    const { status, body } = await request("/fr/cette-page-nexiste-pas");
    expect(status).toBe(404);
    expect(body).toContain('<html lang="fr" dir="ltr">');
    expect(body).toContain("Page introuvable");
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(["/xx", "/xx/page", "/it", "/de/a/b/c", "/de/UPPER"])("answers %s with 404", async (path) => {
    expect((await request(path)).status).toBe(404);
  });

  it("answers an unknown API route with JSON 404 to an editor, and with 401 without a session (decision 074)", async () => {
    const cookie = await signIn();
    const { status, headers, body } = await request("/api/v1/does-not-exist", { headers: { Cookie: cookie } });
    expect(status).toBe(404);
    expect(headers.get("Content-Type")).toContain("application/json");
    expect(JSON.parse(body)).toMatchObject({ error: "not_found" });
    const anonymous = await request("/api/v1/does-not-exist");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Content-Type")).toContain("application/json");
  });
});
