import type { Page } from "playwright-core";
import { expect } from "vitest";
import { z } from "zod";

/** What a test's own page holds: its name (German, or per language), slug, blocks and collection. */
export type TestPageSpec = {
  /** A German name, or the name in each language given. */
  name: string | Record<string, string>;
  slug: string;
  /** The blocks, in the shape of POST /page/add's `initialGroups` (the server parses them). */
  groups?: unknown[];
  collectionName?: string | null;
  /** The language the page is written in. */
  lang?: "de" | "fr";
};

const createdSchema = z.object({ id: z.string(), path: z.string() });

/**
 * Creates a draft page of the test's own through the content API as the signed-in editor of `page` (so nothing
 * shared changes); returns its id and its edit path.
 */
export async function createTestPage(
  page: Page,
  base: string,
  { name, slug, groups = [], collectionName = null, lang = "de" }: TestPageSpec,
): Promise<{ id: string; editPath: string }> {
  const response = await page.request.post(`${base}/api/v1/page/add`, {
    headers: { Origin: base },
    data: { collectionName, lang, initialMeta: { name: typeof name === "string" ? { de: name } : name, slug }, initialGroups: groups },
  });
  expect(response.status(), `POST /page/add ${slug}: ${await response.text()}`).toBe(201);
  const created = createdSchema.parse(await response.json());
  return { id: created.id, editPath: created.path };
}
