import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createPage, database } from "../content/pages";
import { publishPage } from "../content/publish";
import { editorApi, itemsOf, versionOf } from "../test/content-fixture";
import { request, seedDemo, signIn, testDb } from "../test/helpers";

/** The English stand-ins pictures without an owner's text used to get (visitor-side section 8), as attribute or island prop. */
const ENGLISH_ALT = /alt="(Image|Instagram post|Picture|Photo)"|"alt":"(Image|Instagram post|Picture|Photo)"/;

beforeAll(seedDemo);

describe("alt texts on visitor pages (decision 127)", () => {
  it("no demo page carries an English stand-in alt text, even with no owner's text on any picture", async () => {
    await env.DB.prepare("UPDATE media SET alt = NULL").run();
    const sitemap = (await request("/sitemap.xml")).body;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/site\.test([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(10);
    let pictures = 0;
    for (const path of paths) {
      const { status, body } = await request(path);
      expect(status, path).toBe(200);
      expect(body.match(ENGLISH_ALT)?.[0], path).toBeUndefined();
      pictures += body.match(/<img /g)?.length ?? 0;
    }
    expect(pictures).toBeGreaterThan(20);
  });

  it('a picture marked decorative renders alt="" even when its medium has a text; unmarked it says the text', async () => {
    const medium = { id: (await env.DB.prepare("SELECT id FROM media WHERE media_type = 'image' LIMIT 1").first<{ id: string }>())!.id, alt: "Schaufenster" };
    await env.DB.prepare("UPDATE media SET alt = json_object('de', ?2) WHERE id = ?1").bind(medium.id, medium.alt).run();
    const db = database(testDb());
    const pageId = await createPage(
      db,
      {
        name: { de: "Dekor" },
        slugs: { de: "dekor", fr: "decor" },
        groups: [
          {
            blockType: "hero",
            fields: [
              { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Dekor" } } },
              { name: "images", contentType: "media", mediaId: medium.id },
            ],
          },
        ],
      },
      ["de", "fr"],
    );
    const image = (await itemsOf(pageId)).fields.images!;
    await publishPage(db, env.PAGE_CACHE, pageId, null);
    expect((await request("/de/dekor")).body).toContain(`alt="${medium.alt}"`);

    const api = editorApi(await signIn());
    const saved = await api.post("/data", { itemType: "field", linkId: image, version: await versionOf(image), data: { decorative: true } });
    expect(saved.status).toBe(200);
    await publishPage(db, env.PAGE_CACHE, pageId, null);
    const live = (await request("/de/dekor")).body;
    const hero = live.match(/<img [^>]*class="hero__image"[^>]*>/)?.[0];
    expect(hero).toContain('alt=""');
    expect(live).not.toContain(medium.alt);
  });
});
