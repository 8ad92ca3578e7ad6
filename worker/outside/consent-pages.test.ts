import { beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../common/settings";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const PROVIDER_HOSTS = /googletagmanager|google-analytics|facebook\.net|facebook\.com\/tr/;
const saveTracking = async (tracking: { analyticsId?: string; tagManagerId?: string; pixelId?: string }) => {
  const current = JSON.parse((await request("/api/v1/settings", { headers: { Cookie: cookie } })).body);
  const { status } = await postJson("/api/v1/settings", { ...current, tracking: { ...defaultSettings().tracking, ...tracking } }, cookie);
  expect(status).toBe(200);
};

describe("consent banner", () => {
  it("is absent, with its script, on pages of a site without tracking ids", async () => {
    const { body } = await request("/de");
    expect(body).not.toContain('id="consent"');
    expect(body).not.toContain("consent.ts");
    expect(body).not.toContain("data-consent-open");
    expect(body).not.toMatch(PROVIDER_HOSTS);
  });

  it("shows on live pages of a site with ids (hidden until the script decides), with no provider address in the page", async () => {
    await saveTracking({ analyticsId: "G-TEST1234", pixelId: "1234567890" });
    const { body } = await request("/fr");
    expect(body).toContain('id="consent"');
    expect(body).toContain("Paramètres de confidentialité");
    expect(body).toContain('data-consent="{&quot;analytics&quot;:&quot;G-TEST1234&quot;,&quot;pixel&quot;:&quot;1234567890&quot;}"');
    expect(body).toMatch(/<script type="module" src="[^"]*consent[^"]*"><\/script>/);
    expect(body).toContain("data-consent-open");
    expect(body).not.toMatch(PROVIDER_HOSTS);
    // The banner comes before the header: keyboard users reach it first.
    expect(body.indexOf('id="consent"')).toBeLessThan(body.indexOf("<header"));
  });

  it("ignores ids of the wrong shape and never shows in edit mode", async () => {
    await saveTracking({ analyticsId: 'G-1"><script>alert(1)</script>' });
    expect((await request("/de")).body).not.toContain('id="consent"');
    await saveTracking({ tagManagerId: "GTM-ABCD12" });
    expect((await request("/de")).body).toContain('id="consent"');
    const edit = await request("/de/edit/ueber-uns", { headers: { Cookie: cookie } });
    expect(edit.status).toBe(200);
    expect(edit.body).not.toContain('id="consent"');
    expect((await request("/de/ueber-uns")).body).toContain('id="consent"');
  });
});

describe("content security policy with tracking ids", () => {
  const scriptSrc = (headers: Headers) => /script-src ([^;]*)/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";

  it("names exactly the configured providers' script hosts, on the rendered page and on its cached copy", async () => {
    await saveTracking({ analyticsId: "", tagManagerId: "", pixelId: "" });
    expect(scriptSrc((await request("/de/~imprint")).headers)).toBe("'self'");
    await saveTracking({ analyticsId: "", tagManagerId: "", pixelId: "1234567890" });
    const miss = await request("/de/~imprint");
    const hit = await request("/de/~imprint");
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    for (const answer of [miss, hit]) expect(scriptSrc(answer.headers)).toBe("'self' https://connect.facebook.net");
    // Edit mode never tracks, so its policy names no provider.
    expect(scriptSrc((await request("/de/edit/ueber-uns", { headers: { Cookie: cookie } })).headers)).toBe("'self'");
  });
});

describe("quality seal and review link", () => {
  it("render in the footer from the settings, the link only with a safe address", async () => {
    expect((await request("/de/~imprint")).body).not.toContain("site-footer__quality");
    const current = JSON.parse((await request("/api/v1/settings", { headers: { Cookie: cookie } })).body);
    const save = (socialAccounts: object, accounts: object) =>
      postJson("/api/v1/settings", { ...current, socialAccounts: { ...current.socialAccounts, ...socialAccounts }, accounts }, cookie);
    expect((await save({ qualityReview: "https://g.page/r/optik-seeblick/review" }, { qualitySealId: "QS-2041" })).status).toBe(200);
    const { body } = await request("/de/~imprint");
    expect(body).toContain("Qualitätssiegel<!-- --> <!-- -->QS-2041");
    expect(body).toContain('<a href="https://g.page/r/optik-seeblick/review" rel="noopener noreferrer" target="_blank">Unsere Bewertungen</a>');
    // An unsafe address is refused by the settings' own check (decision 093) and changes nothing.
    expect((await save({ qualityReview: "javascript:alert(1)" }, { qualitySealId: "" })).status).toBe(400);
    expect((await request("/de/~imprint")).body).toContain("https://g.page/r/optik-seeblick/review");
    expect((await save({ qualityReview: "" }, { qualitySealId: "" })).status).toBe(200);
    expect((await request("/de/~imprint")).body).not.toContain("site-footer__quality");
  });
});
