import type { FieldState, FieldValue } from "../../common/content";
import type { Locale } from "../../common/locales";
import { isFilled, valueHash } from "../../common/translation";
import { dataSaveSchema, type DataSave } from "../../common/content-api";
import { validateFieldValue } from "../../common/editor/validation";
import { richTextToPlain } from "../../common/rich-text";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { changeStatement } from "./changes";
import { getItem, parseField, parseGroup, saveDraftStatement, storedJson } from "./items";
import { expectVersion, runGuarded } from "./versions";

const isEmpty = (value: FieldValue | undefined | null) =>
  !value || ((value.text ?? "").trim() === "" && richTextToPlain(value.json ?? null) === "" && !(value.json?.content ?? []).some((n) => n.type === "image"));
/** An emptied text is saved as null (editor-side section 4). */
const normalise = (value: FieldValue): FieldValue => ({
  text: value.text?.trim() ? value.text : null,
  json: value.json && !isEmpty({ json: value.json }) ? value.json : null,
});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Why a value cannot be stored as option `key` of a `blockType` block, or null (common/editor/options/option-values.ts). */
export type OptionCheck = (blockType: string, key: string, value: unknown) => string | null;

export type SaveResult = { saved: boolean; id: string; pageId: string; version: number };

/**
 * The shared save action (POST /data). A save based on an old version is refused with 409 and the current value
 * (docs/decisions/022). A value is skipped when unchanged, or when old and new are both empty, unless forced.
 * Option values are held to `checkOption` (the route passes the block schemas' check; it is a parameter because
 * the block registry, with its views, cannot load in the Node seed). Returns whether anything was written and
 * the item's version afterwards.
 */
export async function saveData(db: SiteDb, input: DataSave, defaultLocale: Locale, userId: string | null, checkOption: OptionCheck): Promise<SaveResult> {
  const save = dataSaveSchema.parse(input);
  if (save.add) return addField(db, save, userId);
  const row = await getItem(db, save.linkId, save.itemType);
  await expectVersion(db, row.id, row.version, save.version);
  const write = async (draft: unknown): Promise<SaveResult> => {
    const version = await runGuarded(db, row.id, saveDraftStatement(db, row.id, draft, { userId, baseVersion: save.version ?? row.version }));
    await changeStatement(db, { pageId: row.page_id, itemId: row.id, itemType: save.itemType, action: "save", version, userId }).run();
    return { saved: true, id: row.id, pageId: row.page_id, version };
  };
  const unchanged: SaveResult = { saved: false, id: row.id, pageId: row.page_id, version: row.version };
  if (save.itemType === "field") {
    const state = parseField(row.draft);
    let changed = false;
    const typed: Locale[] = [];
    for (const [locale, incoming] of Object.entries(save.data.content ?? {})) {
      // Typed text fields (number, email, phone, url) never store an invalid value, whoever sends it.
      const checked = validateFieldValue(state.dataType, (incoming as FieldValue).text ?? "", "de");
      if (!checked.ok) throw new ApiError(400, "invalid_value", checked.message);
      const before = state.content[locale as keyof typeof state.content];
      const after = normalise(incoming as FieldValue);
      const skip = !save.force && (same(before ? normalise(before) : null, after) || (isEmpty(before) && isEmpty(after)));
      if (skip) continue;
      state.content[locale as Locale] = after;
      typed.push(locale as Locale);
      changed = true;
    }
    for (const locale of typed) markTyped(state, locale, defaultLocale);
    if (save.data.mediaId !== undefined && (save.force || save.data.mediaId !== state.mediaId)) {
      state.mediaId = save.data.mediaId;
      changed = true;
    }
    if (save.data.decorative !== undefined && (save.force || save.data.decorative !== (state.decorative ?? false))) {
      state.decorative = save.data.decorative;
      changed = true;
    }
    return changed ? write(state) : unchanged;
  }
  const state = parseGroup(row.draft);
  // Each option value must fit its block's schema; a refused one names the option and changes nothing.
  for (const [key, option] of Object.entries(save.data.options ?? {})) {
    const problem = checkOption(state.blockType, key, option.value);
    if (problem) throw new ApiError(400, "invalid_option", `Option «${key}»: ${problem}`);
  }
  const updates = Object.entries(save.data.options ?? {}).filter(([key, option]) => save.force || !same(state.options[key], option));
  if (updates.length === 0) return unchanged;
  for (const [key, option] of updates) state.options[key] = option;
  return write(state);
}

async function addField(db: SiteDb, save: ReturnType<typeof dataSaveSchema.parse>, userId: string | null): Promise<SaveResult> {
  if (save.itemType !== "field" || !save.data.name || !save.data.contentType) {
    throw new ApiError(400, "invalid_add", "add needs itemType field, data.name and data.contentType, with linkId the group id");
  }
  const group = await getItem(db, save.linkId, "group");
  const { count } = (await db
    .prepare("SELECT COUNT(*) AS count FROM items WHERE site_id = $site AND parent_id = ?1 AND type = 'field'")
    .bind(group.id)
    .first<{ count: number }>()) ?? { count: 0 };
  const id = crypto.randomUUID();
  const state = {
    name: save.data.name,
    position: count,
    contentType: save.data.contentType,
    dataType: null,
    content: save.data.content ?? {},
    visible: true,
    mediaId: save.data.mediaId ?? null,
  };
  await db.batch([
    db
      .prepare("INSERT INTO items (site_id, id, type, page_id, parent_id, draft, updated_by) VALUES ($site, ?1, 'field', ?2, ?3, ?4, ?5)")
      .bind(id, group.page_id, group.id, storedJson(state), userId),
    changeStatement(db, { pageId: group.page_id, itemId: id, itemType: "field", action: "add", version: 1, userId }),
  ]);
  return { saved: true, id, pageId: group.page_id, version: 1 };
}

/**
 * An editor typed a value: it is no longer machine-made, and it counts as a translation of its source (the one it
 * was translated from, else the site's default language) as that source reads now, so later source edits flag it stale.
 */
function markTyped(state: FieldState, locale: Locale, defaultLocale: Locale) {
  const source = state.translations[locale]?.source ?? defaultLocale;
  if (source === locale || !isFilled(state, source) || !isFilled(state, locale)) {
    delete state.translations[locale];
    return;
  }
  state.translations[locale] = { source, sourceHash: valueHash(state.content[source]), machine: false, review: false };
}

/** An editor confirms a language's value: the machine mark and the stale flag go (it now matches its source). */
export async function confirmTranslation(db: SiteDb, fieldId: string, locale: Locale, userId: string | null = null): Promise<SaveResult> {
  const row = await getItem(db, fieldId, "field");
  const state = parseField(row.draft);
  const current = state.translations[locale];
  if (!current) return { saved: false, id: row.id, pageId: row.page_id, version: row.version };
  state.translations[locale] = { ...current, sourceHash: valueHash(state.content[current.source]), machine: false, review: false };
  const version = await runGuarded(db, row.id, saveDraftStatement(db, row.id, state, { userId }));
  await changeStatement(db, { pageId: row.page_id, itemId: row.id, itemType: "field", action: "save", version, userId }).run();
  return { saved: true, id: row.id, pageId: row.page_id, version };
}
