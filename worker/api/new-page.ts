import type { Context } from "hono";
import type { NewGroup } from "../../common/content-api";
import type { LocalizedText } from "../../common/content";
import type { Locale } from "../../common/locales";
import { pagePath, toSlug } from "../../common/routes";
import type { AppEnv } from "../app-env";
import { assertBlocksAllowed } from "../content/block-programs";
import { createPage, database } from "../content/pages";

/** What a new page needs: its name (and optional slug) in `lang`, its collection and the blocks it starts with. */
export type NewPageRequest = {
  collectionName: string | null;
  initialMeta: { name: LocalizedText; slug?: string };
  lang: Locale;
  initialGroups: NewGroup[];
};

/**
 * Creates a draft page (POST /page/add, and a new entry of a page collection by POST /collection/add): its blocks
 * must be allowed for the site's programs, its slug comes from the name. Answers 201 with its id and edit path.
 */
export async function answerNewPage(c: Context<AppEnv>, input: NewPageRequest) {
  assertBlocksAllowed(
    c.var.site,
    input.initialGroups.map((group) => group.blockType),
    "initialGroups",
  );
  const slug = toSlug(input.initialMeta.slug ?? input.initialMeta.name[input.lang] ?? "");
  const id = await createPage(
    database(c.var.db),
    { name: input.initialMeta.name, collection: input.collectionName, slugs: slug ? { [input.lang]: slug } : {}, groups: input.initialGroups },
    c.var.site.locales,
  );
  return c.json({ id, path: pagePath({ locale: input.lang, slug: slug || id, collection: input.collectionName, edit: true }) }, 201);
}
