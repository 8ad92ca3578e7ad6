import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../common/locales";
import { emptyListTexts } from "../../common/lists/empty-texts";
import { createPage, database } from "../content/pages";
import { publishPage } from "../content/publish";
import { putSite, request, TEST_SITE, testDb } from "../test/helpers";

/** One slug per language: the page is live in all ten. */
const slugsFor = (slug: string) => Object.fromEntries(LOCALES.map((locale) => [locale, slug])) as Record<Locale, string>;
const title = { contentType: "localizedSingleValue" as const, name: "title", content: { de: { text: "Stellen" }, fr: { text: "Emplois" } } };

/** A published page with a jobs block and a marketplace block, each with or without an intro, and no listings at all. */
async function listPage(slug: string, withIntro: boolean) {
  const db = database(testDb());
  const fields = withIntro ? [title] : [];
  const groups = [
    { blockType: "jobs" as const, fields },
    { blockType: "marketplace" as const, fields },
  ];
  const id = await createPage(db, { name: { de: slug }, slugs: slugsFor(slug), groups }, LOCALES);
  await publishPage(db, env.PAGE_CACHE, id, null);
}

beforeAll(async () => {
  // The test site gets no listings: the seed is not loaded.
  await putSite({ ...TEST_SITE, locales: [...LOCALES] });
  await listPage("leer", false);
  await listPage("leer-mit-titel", true);
});

describe("empty jobs and marketplace lists on a live page (visitor-side section 5)", () => {
  for (const slug of ["leer", "leer-mit-titel"]) {
    it(`say 'no jobs' / 'no items' in each of the ten languages (${slug})`, async () => {
      for (const locale of LOCALES) {
        const { status, body } = await request(`/${locale}/${slug}`);
        expect(status, locale).toBe(200);
        const texts = emptyListTexts(locale);
        const escaped = (text: string) => text.replaceAll("'", "&#x27;");
        expect(body, locale).toContain(`<p class="empty-state">${escaped(texts.noJobs)}</p>`);
        expect(body, locale).toContain(`<p class="empty-state">${escaped(texts.noItems)}</p>`);
      }
    });
  }
});
