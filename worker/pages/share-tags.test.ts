import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { revalidateTags } from "../cache/page-cache";
import { request, seedDemo, signIn } from "../test/helpers";

beforeAll(seedDemo);

/** The sharing preview's meta tags of a rendered page: property (or name) to its contents, in order. */
async function shareTagsOf(path: string): Promise<{ tags: Map<string, string[]>; body: string }> {
  const { status, body } = await request(path);
  expect(status, path).toBe(200);
  const head = body.slice(0, body.indexOf("</head>"));
  const tags = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\/>/g)) {
    tags.set(key!, [...(tags.get(key!) ?? []), content!.replaceAll("&#x27;", "'")]);
  }
  return { tags, body };
}

describe("sharing previews (Open Graph, Twitter card)", () => {
  it("describes a live page with its title, description, address and languages", async () => {
    const { tags, body } = await shareTagsOf("/fr/prestations");
    expect(tags.get("og:type")).toEqual(["website"]);
    expect(tags.get("og:title")).toEqual([body.match(/<h1[^>]*>([^<]+)</)?.[1] ?? "no h1"]);
    expect(tags.get("og:description")?.[0]).toBe(body.match(/<meta name="description" content="([^"]*)"/)?.[1]?.replaceAll("&#x27;", "'"));
    expect(tags.get("og:url")).toEqual(["https://site.test/fr/prestations"]);
    expect(tags.get("og:locale")).toEqual(["fr_CH"]);
    expect(tags.get("og:locale:alternate")).toEqual(["de_CH"]);
  });

  it("shows the page's first picture, absolute, with its size and text, as a large card", async () => {
    const { tags, body } = await shareTagsOf("/de");
    const [image] = tags.get("og:image") ?? [];
    expect(image).toMatch(/^https:\/\/site\.test\/media\/[0-9a-f-]+\.(jpg|png|webp)$/);
    // The picture is one the page shows.
    expect(body.slice(body.indexOf("<main"))).toContain(image!.slice("https://site.test".length).replace(/\.\w+$/, ""));
    expect(tags.get("og:image:width")?.[0]).toMatch(/^\d+$/);
    expect(tags.get("og:image:alt")?.[0]).toBeTruthy();
    expect(tags.get("twitter:card")).toEqual(["summary_large_image"]);
  });

  it("calls the home page by the site's name, as its title does", async () => {
    const { tags } = await shareTagsOf("/de");
    expect(tags.get("og:title")).toEqual(["Optik Seeblick"]);
    expect(tags.get("og:site_name")).toEqual(["Optik Seeblick"]);
    expect(tags.get("og:url")).toEqual(["https://site.test/de"]);
  });

  it("shares the site's default picture (the owner's logo) for a page without one, and a small card without any", async () => {
    const before = await shareTagsOf("/de/~imprint");
    expect(before.tags.get("og:image")).toBeUndefined();
    expect(before.tags.get("twitter:card")).toEqual(["summary"]);
    await env.DB.prepare("UPDATE businesses SET logo = ?1 WHERE site_id = 'main' AND is_site_owner = 1")
      .bind(JSON.stringify({ publicUrl: "https://cdn.example.ch/logo.png" }))
      .run();
    // A business change revalidates the optician tag every page carries: no stale copy is served.
    await revalidateTags(env.PAGE_CACHE, "main", ["optician"]);
    const after = await shareTagsOf("/de/~imprint");
    expect(after.tags.get("og:image")).toEqual(["https://cdn.example.ch/logo.png"]);
    expect(after.tags.get("twitter:card")).toEqual(["summary_large_image"]);
  });

  it("leaves the sharing tags out of edit mode", async () => {
    const { status, body } = await request("/de/edit", { headers: { Cookie: await signIn() } });
    expect(status).toBe(200);
    expect(body).not.toContain('property="og:');
  });
});
