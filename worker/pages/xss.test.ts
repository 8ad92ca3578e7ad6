import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { versionOf } from "../test/content-fixture";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

import fixture from "../../../shared/fixtures/xss-payloads.txt?raw";

const PAYLOADS = fixture.split("\n").filter(Boolean);

/** Executable markup found by a real HTML parser (HTMLRewriter): scripts, inline handlers, dangerous URLs, frames. */
async function executable(html: string): Promise<string | null> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) {
          if (name.startsWith("on")) found.push(`<${element.tagName} ${name}>`);
          if (["href", "src", "action", "formaction", "srcset", "xlink:href", "data"].includes(name) && /^\s*(javascript|data|vbscript):/i.test(value))
            found.push(`<${element.tagName} ${name}="${value}">`);
        }
        const src = element.getAttribute("src") ?? "";
        // JSON and JSON-LD are data blocks: the browser never runs them (their escaping is checked in business-record.test.ts).
        const data = ["application/json", "application/ld+json"].includes(element.getAttribute("type") ?? "");
        if (element.tagName === "script" && !data && !src.startsWith("/")) found.push("<script> with inline code");
        if (["iframe", "object", "embed", "base"].includes(element.tagName) && !src.startsWith("https://www.youtube-nocookie.com/"))
          found.push(`<${element.tagName}>`);
      },
    })
    .transform(new Response(html))
    .text();
  return found[0] ?? null;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

describe("hostile content through every text path", () => {
  it("the detector finds executable markup", async () => {
    expect(await executable('<p><img src=x onerror="alert(1)"></p>')).toBe("<img onerror>");
    expect(await executable('<a href=" javascript:alert(1)">x</a>')).toMatch(/^<a href/);
    expect(await executable("<script>alert(1)</script>")).toBe("<script> with inline code");
    expect(await executable('<meta content="&lt;img onerror=alert(1)&gt;"><p>&lt;script&gt;</p>')).toBeNull();
  });

  it("renders every payload as text in fields, rich text, links, options, page names, settings and navigation", async () => {
    const pageId = (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = '~contact' AND published = 0").first<{ page_id: string }>())!.page_id;
    const groups = (await env.DB.prepare("SELECT id FROM items WHERE page_id = ?1 AND type = 'group'").bind(pageId).all<{ id: string }>()).results;
    const title = (await env.DB.prepare("SELECT id FROM items WHERE parent_id = ?1 AND json_extract(draft, '$.name') = 'title'")
      .bind(groups[0]!.id)
      .first<{ id: string }>())!.id;
    const body = (await env.DB.prepare("SELECT id FROM items WHERE parent_id = ?1 AND json_extract(draft, '$.name') = 'textBlock'")
      .bind(groups[0]!.id)
      .first<{ id: string }>())!.id;
    const ctaGroup = (await postJson("/api/v1/group/add", { pageId, groupName: "cta" }, cookie)).body;
    const ctaId = JSON.parse(ctaGroup).id as string;
    const settings = JSON.parse((await request("/api/v1/settings", { headers: { Cookie: cookie } })).body);
    const nav = JSON.parse((await request("/api/v1/navigation", { headers: { Cookie: cookie } })).body);

    for (const [index, payload] of PAYLOADS.entries()) {
      const save = async (linkId: string, data: unknown, itemType = "field") =>
        postJson("/api/v1/data", { itemType, linkId, data, force: true, version: await versionOf(linkId) }, cookie);
      expect((await save(title, { content: { de: { text: payload } } })).status).toBe(200);
      // A colour or heading level that is not one of ours is refused on save (palette names, levels 1-6)...
      const hostileAttrs = {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "textStyle", attrs: { color: payload } }] }] },
          { type: "heading", attrs: { level: payload }, content: [{ type: "text", text: "x" }] },
        ],
      };
      expect((await save(body, { content: { de: { json: hostileAttrs } } })).status).toBe(400);
      // ...text, link targets and image addresses are stored as given and must render inert.
      const doc = {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: payload, marks: [{ type: "link", attrs: { href: payload } }] }] },
          { type: "image", attrs: { src: payload, alt: payload } },
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: payload }] },
        ],
      };
      expect((await save(body, { content: { de: { json: doc } } })).status).toBe(200);
      // A colour outside the palette is refused with the option named; nothing of the save is stored.
      const options = await save(
        ctaId,
        { options: { link: { type: "link", value: { type: "url", url: payload } }, color: { type: "colorSwatches", value: payload } } },
        "group",
      );
      expect(options.status).toBe(400);
      expect(JSON.parse(options.body).message).toMatch(/^Option «(link|color)»/);
      await postJson(
        "/api/v1/data",
        { itemType: "field", linkId: ctaId, add: true, data: { name: "button", contentType: "localizedSingleValue", content: { de: { text: payload } } } },
        cookie,
      );
      await request("/api/v1/page/info", {
        method: "PUT",
        headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
        body: JSON.stringify({ id: pageId, lang: "de", meta: { name: { de: payload }, description: { de: payload } } }),
      });
      await postJson("/api/v1/settings", { ...settings, contact: { ...settings.contact, companyName: payload } }, cookie);
      await postJson("/api/v1/navigation", { containers: [{ ...nav.containers[0], label: { de: payload } }] }, cookie);
      await postJson("/api/v1/page/publish", { id: pageId }, cookie);

      for (const path of ["/de/~contact", "/de/edit/~contact", `/de/search?searchquery=${encodeURIComponent(payload.slice(0, 40))}`]) {
        const { body: html, status } = await request(path, { headers: { Cookie: cookie } });
        expect(status, `${path} with payload ${index}`).toBeLessThan(500);
        expect(await executable(html), `${path} with payload ${index}: ${payload}`).toBeNull();
        // ...and it is shown as text: the title carries the payload, escaped the way React escapes text.
        // (In edit mode the heading also carries the editor's data-item attributes.)
        const asText = escapeText(payload.trim()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        if (!path.includes("search")) expect(html).toMatch(new RegExp(`<h2(?: data-[a-z-]+="[^"]*")*>${asText}</h2>`));
      }
      // The page name is a link label elsewhere (navigation): still text there.
      const { body: homeHtml } = await request("/de");
      expect(await executable(homeHtml), `home with payload ${index}`).toBeNull();
      expect(homeHtml).toContain("Optik Seeblick");
    }
  }, 60_000);

  it("refuses hostile slugs", async () => {
    const pageId = (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = 'sehtest' AND published = 0").first<{ page_id: string }>())!.page_id;
    for (const payload of PAYLOADS) {
      const res = await request("/api/v1/page/info", {
        method: "PUT",
        headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
        body: JSON.stringify({ id: pageId, lang: "de", slug: payload }),
      });
      if (res.status === 200) expect(JSON.parse(res.body).path).toMatch(/^\/de\/edit\/services\/[a-z0-9-]+$/);
      else expect([400, 409]).toContain(res.status);
    }
  });
});
