import { z } from "zod";
import { sourceHint, translationMark } from "../../common/translation";
import { fieldStateSchema, fieldValueSchema, groupStateSchema, isLocaleAllowed, pageStateSchema } from "../../common/content";
import { BLOCKS } from "../../common/blocks/registry";
import { COURSES_SQL, resolveCourse } from "../../common/game/courses";
import { declared, pageNeeds, sqlTypeList, typesDeclaring } from "../../common/blocks/needs";
import type { Locale } from "../../common/locales";
import { navigationSchema } from "../../common/navigation";
import type { DirectoryBusiness } from "../../common/directory/types";
import { todayInZone } from "../../common/opening-hours";
import { cropAreaSchema, focalPointSchema } from "../../common/media/media-api";
import type { CollectionEntry, MediaView, RenderBlock, RenderField, RenderPage } from "../../common/page-model";
import { pagePath, ROLE_SLUGS, type PageRoute } from "../../common/routes";
import { defaultSettings, settingsSchema } from "../../common/settings";
import type { TagTracker } from "../cache/page-cache";
import { collectionTag } from "../cache/tags";
import { branchViewOf, directoryRowsSql, safeLogoUrl, toDirectory } from "./directory-data";
import { type BusinessFacts, branchFacts } from "./business-json-ld";
import type { NavigationLinkView, SiteChrome } from "./site-chrome";
import { unlockToken } from "../auth/page-unlock";
import type { SiteDb } from "../sites/site-db";
import { loadPageListings } from "../content/page-listings";
import type { ListingView } from "../../common/lists/types";
import type { OutsideData } from "../outside/page-data";
import { frozen, TextMemo } from "../../common/text-memo";
import type { FieldValue } from "../../common/content";

export type ItemRow = {
  id: string;
  type: "page" | "group" | "field";
  page_id: string;
  parent_id: string | null;
  state: string;
  version: number;
  m_id: string | null;
  m_url: string | null;
  m_width: number | null;
  m_height: number | null;
  m_blur: string | null;
  m_alt: string | null;
  m_type: MediaView["mediaType"] | null;
  m_focal: string | null;
  m_crop: string | null;
  m_play: string | null;
};
type SlugRow = { page_id: string; locale: Locale; slug: string; collection: string | null; name: string | null };

/** Live page data: the page, the site chrome, how to address other pages, the listings and the directory's businesses when a block lists them. */
export type LivePage = {
  page: RenderPage;
  chrome: SiteChrome;
  collections: Record<string, CollectionEntry[]>;
  courses?: string[];
  paths: Map<string, string>;
  listings?: ListingView[];
  businesses: DirectoryBusiness[] | null;
  outside?: OutsideData;
};
/** A page lookup: the page when it is published in that locale; the chrome in any case (for the 404 page). */
export type LivePageResult = ({ found: true } & LivePage) | { found: false; chrome: SiteChrome };

/** Which state to read: visitors see the published one, edit mode the draft. */
export type ContentState = "published" | "draft";

/** Item rows with the media their fields show; `from` names the items as `i` (with whatever it joins first). */
export const itemsWithMedia = (state: ContentState, from = "items i") => `SELECT i.id, i.type, i.page_id, i.parent_id, i.${state} AS state, i.version,
  m.id AS m_id, '/media/' || m.object_id || '.' || m.extension AS m_url, m.width AS m_width, m.height AS m_height,
  m.blur_hash AS m_blur, json_extract(m.alt, '$.' || ?1) AS m_alt, m.media_type AS m_type, m.focal_point AS m_focal, m.crop_area AS m_crop,
  CASE WHEN json_extract(m.video_settings, '$.source') = 'stream' THEN json_extract(m.video_settings, '$.playback') END AS m_play
  FROM ${from} LEFT JOIN media m ON m.site_id = $site AND i.type = 'field' AND m.id = json_extract(i.${state}, '$.mediaId')`;
// Drafts are also addressable by page id ("for an unpublished page the page id is used").
const pageId = (state: ContentState) =>
  state === "published"
    ? "(SELECT page_id FROM slugs WHERE site_id = $site AND locale = ?1 AND slug = ?2 AND published = 1)"
    : "(SELECT COALESCE((SELECT page_id FROM slugs WHERE site_id = $site AND locale = ?1 AND slug = ?2 AND published = 0), (SELECT id FROM items WHERE site_id = $site AND id = ?2 AND type = 'page')))";
const visible = (state: ContentState, status: string) => (state === "published" ? status === "published" : status !== "deleted");

/**
 * Loads a published page in one locale with at most 5 D1 statements (the page-render budget):
 * one batch of three for the page's items with media, the locale's slugs, and settings/navigation/branches;
 * the third also brings the directory's businesses, but only for a page with a block that needs them. Then, only if
 * a block lists collections, one statement for their entries, and only if a block needs listings, one
 * for the published listings (both run in parallel).
 * `expectedCollections`: the collections this route listed when it was last rendered in this isolate. Their
 * statement joins the first batch (one round trip instead of two, decision 017); their tags must have been read
 * already. If the page now lists others, they are read afterwards as without a guess.
 */
export async function loadLivePage(
  db: SiteDb,
  route: PageRoute,
  offered: readonly Locale[],
  tags: TagTracker | null,
  state: ContentState = "published",
  expectedCollections: readonly string[] = [],
): Promise<LivePageResult> {
  const { locale, slug } = route;
  const PAGE_ID = pageId(state);
  const flag = state === "published" ? 1 : 0;
  const [items, slugs, site, expected] = await db.batch([
    db.prepare(`${itemsWithMedia(state)} WHERE i.site_id = $site AND i.page_id = ${PAGE_ID} AND i.${state} IS NOT NULL`).bind(locale, slug),
    db
      .prepare(
        `SELECT s.page_id, s.locale, s.slug, s.collection, json_extract(i.${state}, '$.meta.name.' || s.locale) AS name
         FROM slugs s JOIN items i ON i.site_id = $site AND i.id = s.page_id WHERE s.site_id = $site AND s.published = ?3 AND (s.locale = ?1 OR s.page_id = ${PAGE_ID})`,
      )
      .bind(locale, slug, flag),
    db
      .prepare(
        `SELECT 'doc' AS kind, key, value FROM site_documents WHERE site_id = $site
         UNION ALL SELECT 'branch', b.id, json_object('name', b.name, 'street', b.street, 'streetNumber', b.street_number, 'zip', b.zip, 'city', b.city, 'phone', b.phone, 'email', b.email, 'website', b.website, 'latitude', b.latitude, 'longitude', b.longitude, 'position', b.position, 'openingHours', json(b.opening_hours))
         FROM branches b JOIN businesses o ON o.site_id = $site AND o.id = b.business_id WHERE b.site_id = $site AND o.is_site_owner = 1 AND b.active = 1
         UNION ALL SELECT 'owner', o.id, json_object('name', o.name, 'contactEmail', o.contact_email, 'logo', COALESCE((SELECT '/media/' || m.object_id || '.' || m.extension FROM media m WHERE m.site_id = $site AND m.id = json_extract(o.logo, '$.mediaId') AND m.media_type = 'image'), json_extract(o.logo, '$.publicUrl'))) FROM businesses o WHERE o.site_id = $site AND o.is_site_owner = 1
         UNION ALL ${directoryRowsSql(PAGE_ID, state)}`,
      )
      .bind(locale, slug),
    ...(expectedCollections.length ? [collectionsStatement(db, expectedCollections, locale, state)] : []),
  ]);
  const itemRows = (items?.results ?? []) as ItemRow[];
  const slugRows = (slugs?.results ?? []) as SlugRow[];
  // Special opening dates before today (Europe/Berlin) are past; the client hides any that pass while a page is cached.
  const today = todayInZone(new Date()).date;
  const siteRows = (site?.results ?? []) as { kind: string; key: string; value: string }[];
  const chrome = buildChrome(siteRows, locale, slugRows, today);
  const pageRow = itemRows.find((row) => row.type === "page");
  const pageState = pageRow ? pageStates.get(pageRow.state) : null;
  // Edit mode opens a page hidden in this language too (its editor shows that it is hidden, and can show it again).
  if (
    !pageRow ||
    !pageState ||
    !visible(state, pageState.status) ||
    (state === "published" && !isLocaleAllowed(pageState.meta, locale)) ||
    !offered.includes(locale)
  ) {
    return { found: false, chrome };
  }
  const paths = new Map(slugRows.filter((s) => s.locale === locale).map((s) => [s.page_id, pagePath({ locale, slug: s.slug, collection: s.collection })]));
  // In the site's order of languages (its default first): the language switch and hreflang list follow it.
  const own = slugRows
    .filter((s) => s.page_id === pageRow.id && offered.includes(s.locale) && isLocaleAllowed(pageState.meta, s.locale))
    .sort((a, b) => offered.indexOf(a.locale) - offered.indexOf(b.locale));
  const blocks = buildBlocks(itemRows, locale, state);
  // The game blocks play the site's course (docs/decisions/070): its names are read only where a block needs them.
  const courses = needsCourses(blocks, pageState.collection) ? await loadCourses(db) : undefined;
  const collectionNames = [
    ...new Set(
      blocks.flatMap((b) => BLOCKS[b.type as keyof typeof BLOCKS]?.collections?.(BLOCKS[b.type as keyof typeof BLOCKS].options.parse(b.options)) ?? []),
    ),
  ];
  const course = courses ? resolveCourse("", courses, pageState.collection) : pageState.collection;
  if (course && pageNeeds(blocks, "courseHoles") && !collectionNames.includes(course)) collectionNames.push(course);
  // The directory's businesses came with the site statement (only for a page with a block that needs them); the
  // page carries the optician tag like every page (baseTags), so a business change re-renders it.
  const businesses = pageNeeds(blocks, "businesses") ? toDirectory(siteRows.filter((r) => r.kind === "business")) : null;
  const guessed = expected && collectionNames.every((name) => expectedCollections.includes(name)) ? (expected.results as ItemRow[]) : null;
  const [collections, listings] = await Promise.all([
    collectionNames.length ? loadCollections(db, collectionNames, locale, paths, tags, state, guessed) : {},
    // Blocks that need listings (jobs, marketplace): one more statement, only on pages that have one.
    loadPageListings(db, blocks, locale, tags),
  ]);

  const page: RenderPage = {
    id: pageRow.id,
    locale,
    role: pageState.role,
    collection: pageState.collection,
    slug,
    path: pagePath({ locale, slug, collection: pageState.collection }),
    title: pageState.meta.name[locale] ?? "",
    description: pageState.meta.description[locale] ?? "",
    passwordProtected: Boolean(pageState.meta.password),
    unlockToken: pageState.meta.password ? await unlockToken(pageRow.id, pageState.meta.password) : null,
    alternates: own.map((s) => ({ locale: s.locale, path: pagePath({ locale: s.locale, slug: s.slug, collection: s.collection }) })),
    blocks,
    ...(state === "draft" ? { status: pageState.status, version: pageRow.version, disallowedLanguages: pageState.meta.disallowedLanguages } : {}),
  };
  return { found: true, page, chrome, collections, paths, listings, businesses, ...(courses ? { courses } : {}) };
}

/** Whether a game block must know the site's courses (its definition's `needs.courses`, e.g. a game setup). */
function needsCourses(blocks: { type: string; options: Record<string, unknown> }[], pageCollection: string | null): boolean {
  return declared(blocks, "courses").some(({ need, options }) => need(options, pageCollection));
}

/** The site's course names (every page carries the "pages" tag, which a page added to a course revalidates). */
async function loadCourses(db: SiteDb): Promise<string[]> {
  const { results } = await db.prepare(COURSES_SQL).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** A media row's JSON column, or null when absent or not of the expected shape (never breaks a page). */
function parseMediaJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A stored field with its content left unparsed: a render shows one language, so only that language's value is
 * parsed (parseFieldIn): zod parsing was a measured share of each uncached render, and rich-text documents in
 * languages the page does not show were part of it (docs/decisions/017).
 */
const fieldRowSchema = fieldStateSchema.extend({ content: z.record(z.string(), z.unknown()).default({}) });
type FieldRowState = z.infer<typeof fieldRowSchema>;
const fieldRows = new TextMemo((json) => fieldRowSchema.parse(JSON.parse(json)));
const parseFieldIn = (json: string) => fieldRows.get(json);
/** A stored field's value in one language, parsed once per field text and language (the field text is the key). */
const fieldValues = new WeakMap<FieldRowState, Map<Locale, FieldValue | undefined>>();
function fieldValueIn(state: FieldRowState, locale: Locale): FieldValue | undefined {
  let byLocale = fieldValues.get(state);
  if (!byLocale) {
    byLocale = new Map();
    fieldValues.set(state, byLocale);
  }
  if (!byLocale.has(locale)) byLocale.set(locale, state.content[locale] === undefined ? undefined : frozen(fieldValueSchema.parse(state.content[locale])));
  return byLocale.get(locale);
}
const pageStates = new TextMemo((json) => pageStateSchema.parse(JSON.parse(json)));
const groupStates = new TextMemo((json) => groupStateSchema.parse(JSON.parse(json)));
const settingsDocs = new TextMemo((json) => settingsSchema.parse(JSON.parse(json)));
const navigationDocs = new TextMemo((json) => navigationSchema.parse(JSON.parse(json)));

function toField(row: ItemRow, state: FieldRowState, locale: Locale, withEditInfo: boolean): RenderField {
  const value = fieldValueIn(state, locale);
  const media: MediaView | null =
    row.m_id && row.m_url && row.m_type
      ? {
          id: row.m_id,
          publicUrl: row.m_url,
          width: row.m_width,
          height: row.m_height,
          blurHash: row.m_blur,
          alt: row.m_alt,
          mediaType: row.m_type,
          focalPoint: parseMediaJson(row.m_focal, focalPointSchema),
          cropArea: parseMediaJson(row.m_crop, cropAreaSchema),
          playback: row.m_play,
          ...(state.decorative ? { decorative: true } : {}),
        }
      : null;
  const field: RenderField = {
    id: row.id,
    name: state.name,
    position: state.position,
    text: value?.text ?? null,
    json: value?.json ?? null,
    visible: state.visible,
    media,
  };
  // Only drafts (edit mode) carry what the editor's markers need; live HTML never has them.
  if (withEditInfo) {
    // Edit mode only: the mark compares with the source language, so this field is parsed in full (drafts are never cached).
    const parsed = fieldStateSchema.parse(state);
    const translation = translationMark(parsed, locale);
    const hint = sourceHint(parsed, locale);
    field.edit = {
      contentType: state.contentType,
      dataType: state.dataType,
      version: row.version,
      ...(translation ? { translation } : {}),
      ...(hint ? { hint } : {}),
    };
  }
  return field;
}

export function buildBlocks(rows: ItemRow[], locale: Locale, contentState: ContentState): RenderBlock[] {
  const fieldsByGroup = new Map<string, RenderField[]>();
  for (const row of rows) {
    if (row.type !== "field" || !row.parent_id) continue;
    const list = fieldsByGroup.get(row.parent_id) ?? [];
    list.push(toField(row, parseFieldIn(row.state), locale, contentState === "draft"));
    fieldsByGroup.set(row.parent_id, list);
  }
  return (
    rows
      .filter((row) => row.type === "group")
      .map((row) => ({ row, state: groupStates.get(row.state) }))
      // Visitors never see blocks marked for deletion or hidden in their language; edit mode shows both, marked.
      .filter(
        ({ state }) =>
          visible(contentState, state.status) && (contentState === "draft" || (state.status !== "markedForDeletion" && isLocaleAllowed(state.meta, locale))),
      )
      .sort((a, b) => a.state.position - b.state.position)
      .map(({ row, state }) => ({
        id: row.id,
        type: state.blockType,
        options: Object.fromEntries(Object.entries(state.options).map(([key, option]) => [key, option.value])),
        fields: (fieldsByGroup.get(row.id) ?? []).sort((a, b) => a.position - b.position),
        ...(contentState === "draft"
          ? { status: state.status, version: row.version, previousStatus: state.previousStatus, disallowedLanguages: state.meta.disallowedLanguages }
          : {}),
      }))
  );
}

/** Block types whose options collection entries expose (`needs.entryOptions`: a course map reads each hole's point), in the same statement. */
const ENTRY_BLOCK_TYPES = sqlTypeList(typesDeclaring("entryOptions"));

/** The entries of the named collections: `fetched` when the first batch already read them (their tags were prefetched). */
async function loadCollections(
  db: SiteDb,
  names: string[],
  locale: Locale,
  paths: Map<string, string>,
  tags: TagTracker | null,
  contentState: ContentState,
  fetched: ItemRow[] | null,
) {
  await tags?.use(names.map(collectionTag));
  const rows = fetched ?? (await collectionsStatement(db, names, locale, contentState).all<ItemRow>()).results;
  return toCollections(rows, names, locale, paths, contentState);
}

/** The entries of the named collections with their media, in their order. */
function collectionsStatement(db: SiteDb, names: readonly string[], locale: Locale, contentState: ContentState) {
  const placeholders = names.map((_, i) => `?${i + 2}`).join(", ");
  return db
    .prepare(
      // From the collections to their pages' items by page (CROSS JOIN keeps that order): SQLite otherwise scanned
      // every item of the site and tested its membership, five times slower on the demo site (decision 017).
      `${itemsWithMedia(contentState, "collections c JOIN collection_items ci ON ci.site_id = $site AND ci.collection_id = c.id AND ci.visible = 1 CROSS JOIN items i")}
       WHERE c.site_id = $site AND c.name IN (${placeholders}) AND i.site_id = $site AND i.page_id = ci.item_id AND i.${contentState} IS NOT NULL
         AND (i.type != 'group' OR json_extract(i.${contentState}, '$.blockType') IN (${ENTRY_BLOCK_TYPES}))
       ORDER BY ci.position`,
    )
    .bind(locale, ...names);
}

/** Collection entries by collection name, for the names asked (rows of other collections are left out). */
function toCollections(results: ItemRow[], names: string[], locale: Locale, paths: Map<string, string>, contentState: ContentState) {
  const byCollection: Record<string, CollectionEntry[]> = Object.fromEntries(names.map((n) => [n, []]));
  const entries = new Map<string, CollectionEntry>();
  for (const row of results) {
    if (row.type !== "page") continue;
    const state = pageStates.get(row.state);
    const path = paths.get(row.id);
    if (!visible(contentState, state.status) || !path || !state.collection || !isLocaleAllowed(state.meta, locale)) continue;
    const entry: CollectionEntry = { pageId: row.id, path, name: state.meta.name[locale] ?? "", fields: {} };
    entries.set(row.id, entry);
    byCollection[state.collection]?.push(entry);
  }
  for (const row of results) {
    const entry = entries.get(row.page_id);
    if (row.type !== "group" || !entry) continue;
    const group = groupStates.get(row.state);
    if (!visible(contentState, group.status) || group.status === "markedForDeletion" || !isLocaleAllowed(group.meta, locale)) continue;
    entry.blocks = [
      ...(entry.blocks ?? []),
      { type: group.blockType, options: Object.fromEntries(Object.entries(group.options).map(([key, option]) => [key, option.value])) },
    ];
  }
  for (const row of results) {
    const entry = entries.get(row.page_id);
    if (row.type !== "field" || !entry) continue;
    // Entries belong to other pages: they are edited there, so they carry no markers here.
    const field = toField(row, parseFieldIn(row.state), locale, false);
    if (field.visible && !(field.name in entry.fields)) entry.fields[field.name] = field;
  }
  return byCollection;
}

function buildChrome(rows: { kind: string; key: string; value: string }[], locale: Locale, slugRows: SlugRow[], today: string): SiteChrome {
  const doc = (key: string) => rows.find((r) => r.kind === "doc" && r.key === key)?.value;
  const settingsRaw = doc("settings");
  const settings = settingsRaw ? settingsDocs.get(settingsRaw) : defaultSettings();
  const navRaw = doc("navigation");
  const navigation = navRaw ? navigationDocs.get(navRaw) : { containers: [] };
  const localSlugs = slugRows.filter((s) => s.locale === locale);
  const pathOf = (pageId: string) => {
    const s = localSlugs.find((row) => row.page_id === pageId);
    return s ? pagePath({ locale, slug: s.slug, collection: s.collection }) : null;
  };
  // An item shows when its page has a published slug in this locale (decision 038).
  const linkView = (item: { id: string; page: string; appearance: "default" | "button" }, children: NavigationLinkView[]): NavigationLinkView[] | null => {
    const path = pathOf(item.page);
    const label = localSlugs.find((row) => row.page_id === item.page)?.name ?? "";
    return path && label ? [{ id: item.id, path, label, appearance: item.appearance, children }] : null;
  };
  // A page with a published slug in this locale, with its name there (as the navigation shows pages).
  const pageLinkView = (pageId: string) => {
    const path = pageId ? pathOf(pageId) : null;
    const label = localSlugs.find((row) => row.page_id === pageId)?.name ?? "";
    return path && label ? { path, label } : null;
  };
  const rolePath = (slug: string) => (localSlugs.some((s) => s.slug === slug) ? pagePath({ locale, slug }) : null);
  // The owner's branches in the business panel's order (their row carries the position).
  const ownBranches = rows
    .filter((r) => r.kind === "branch")
    .map((r) => ({ ...r, position: Number(/"position":(\d+)/.exec(r.value)?.[1] ?? 0) }))
    .sort((a, b) => a.position - b.position);
  const ownerRow = rows.find((r) => r.kind === "owner");
  return {
    settings,
    navigation: navigation.containers.map((container) => ({
      id: container.id,
      label: container.label[locale] ?? "",
      items: container.children.flatMap((item) => {
        const children = item.children.flatMap((sub) => linkView(sub, []) ?? []);
        // A parent whose page visitors cannot see yet leaves its sub-items in its place (they are not lost).
        return linkView(item, children) ?? children;
      }),
    })),
    branches: ownBranches.map((r) => branchViewOf(r.key, r.value, today)),
    business: ownerRow ? businessFacts(ownerRow.value, ownBranches) : null,
    shareImage: ownerRow ? safeLogoUrl(ownerRowSchema.parse(JSON.parse(ownerRow.value)).logo) : null,
    bookingPage: pageLinkView(settings.bookingButton.page),
    rolePaths: {
      home: pagePath({ locale, slug: ROLE_SLUGS.home }),
      contact: rolePath(ROLE_SLUGS.contact),
      imprint: rolePath(ROLE_SLUGS.imprint),
      privacy: rolePath(ROLE_SLUGS.privacy),
      terms: rolePath(ROLE_SLUGS.terms),
      search: rolePath(ROLE_SLUGS.search),
    },
  };
}

const ownerRowSchema = z.object({ name: z.string().catch(""), contactEmail: z.string().nullish(), logo: z.string().nullish().catch(null) });

/** The site owner's business for the JSON-LD and the form mail: name, contact e-mail and its branches' facts. */
function businessFacts(ownerJson: string, branchRows: { key: string; value: string }[]): BusinessFacts {
  const owner = ownerRowSchema.parse(JSON.parse(ownerJson));
  return { name: owner.name, contactEmail: owner.contactEmail ?? "", branches: branchRows.map((row) => branchFacts(row.key, JSON.parse(row.value))) };
}
