import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { request, seedDemo, signIn } from "../test/helpers";

type FieldRow = { id: string; page_id: string; contentType: string; content: string; visible: number };
type SlugRow = { page_id: string; locale: string; slug: string; collection: string | null };

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
}, 300_000);

// Rendering every demo page twice is slow on a loaded machine; the default 5 s would time out.
const WALK_TIMEOUT = 300_000;

/** The first text node of a rich-text doc: enough to tell whether the field rendered on the page. */
function firstText(node: unknown): string | null {
  if (!node || typeof node !== "object") return null;
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === "string" && text.trim()) return text;
  for (const child of Array.isArray(content) ? content : []) {
    const found = firstText(child);
    if (found) return found;
  }
  return null;
}

/** React's escaping of text content, so stored text can be found in the HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

const pathOf = (row: SlugRow, edit: boolean) => {
  const slug = row.slug === "~home" ? "" : row.collection ? `${row.collection}/${row.slug}` : row.slug;
  return `/${row.locale}${edit ? "/edit" : ""}${slug ? `/${slug}` : ""}`;
};

describe("field markers on every demo page", () => {
  it(
    "marks every text and rich-text field that renders in edit mode, on every demo page in both languages",
    async () => {
      const { results: slugs } = await env.DB.prepare(
        "SELECT page_id, locale, slug, collection FROM slugs WHERE published = 0 ORDER BY locale, slug",
      ).all<SlugRow>();
      const { results: fields } = await env.DB.prepare(
        "SELECT id, page_id, json_extract(draft, '$.contentType') AS contentType, json_extract(draft, '$.content') AS content, json_extract(draft, '$.visible') AS visible FROM items WHERE type = 'field' AND json_extract(draft, '$.contentType') IN ('localizedSingleValue', 'localizedRichText')",
      ).all<FieldRow>();
      expect(slugs.length).toBeGreaterThan(10);
      const unmarked: string[] = [];
      let checked = 0;
      for (const row of slugs) {
        const path = pathOf(row, true);
        const { status, body } = await request(path, { headers: { Cookie: cookie } });
        expect(status, path).toBe(200);
        const main = body.slice(body.indexOf("<body"));
        const shown = fields
          .filter((x) => x.page_id === row.page_id && x.visible !== 0)
          .map((f) => {
            const value = (JSON.parse(f.content) as Record<string, { text?: string | null; json?: unknown }>)[row.locale];
            return { id: f.id, text: f.contentType === "localizedRichText" ? firstText(value?.json) : value?.text?.trim() };
          })
          // Short texts ("1", "CHF") could match anywhere. Only element content counts (">text"): a caption that
          // only becomes an image's alt attribute is not text on the page.
          .filter((f): f is { id: string; text: string } => Boolean(f.text && f.text.length >= 4 && main.includes(`>${escapeHtml(f.text)}`)));
        for (const f of shown) {
          checked++;
          // Fields with the same text (a second review from the same branch, left out by the block's limit) cannot be
          // told apart in the HTML: one of them carrying a marker is enough.
          const twins = shown.filter((other) => other.text === f.text);
          if (!twins.some((twin) => main.includes(`data-item="${twin.id}"`))) unmarked.push(`${path}: ${JSON.stringify(f.text.slice(0, 40))} (${f.id})`);
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(unmarked).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    "live HTML of every demo page carries no marker",
    async () => {
      const { results: slugs } = await env.DB.prepare(
        "SELECT page_id, locale, slug, collection FROM slugs WHERE published = 1 ORDER BY locale, slug",
      ).all<SlugRow>();
      expect(slugs.length).toBeGreaterThan(10);
      for (const row of slugs) {
        const path = pathOf(row, false);
        const { status, body } = await request(path);
        if (status === 401) continue; // password-protected pages show the password form
        expect(status, path).toBe(200);
        expect(body, path).not.toMatch(/data-item|data-field-name|data-content-type|data-item-type|editor-root|editor-boot|client\/editor/);
      }
    },
    WALK_TIMEOUT,
  );
});
