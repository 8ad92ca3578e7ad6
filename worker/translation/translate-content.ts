import type { FieldState, FieldValue } from "../../common/content";
import type { Locale } from "../../common/locales";
import { settingsSchema } from "../../common/settings";
import {
  applyRichTextSegments,
  isFilled,
  isStale,
  isTranslatable,
  keepOuterSpace,
  richTextSegments,
  type TranslationAnswer,
  type TranslationRequest,
  valueHash,
} from "../../common/translation";
import { fieldValueSchema, isLocaleAllowed } from "../../common/content";
import { ApiError } from "../http/errors";
import { getItem, parseField, parseGroup, parsePage, saveDraftStatement } from "../content/items";
import type { SiteDb } from "../sites/site-db";
import { TranslationFailedError, TranslationNotConfiguredError, type Translator } from "./translator";

/** Field-and-language pairs per request: a long page goes in several requests, each answering its progress. */
export const BATCH_PAIRS = 24;

type FieldRow = { id: string; state: FieldState; hiddenIn: readonly Locale[] };

/** The site's glossary (settings, "terms not to translate"). */
export async function siteGlossary(db: SiteDb): Promise<string[]> {
  const row = await db.prepare("SELECT value FROM site_documents WHERE site_id = $site AND key = 'settings'").first<{ value: string }>();
  return row ? settingsSchema.parse(JSON.parse(row.value)).translation.glossary : [];
}

/** Fields of the page (or of one block, or one field) in a stable order, blocks marked for deletion left out. */
async function fieldsInScope(db: SiteDb, input: TranslationRequest): Promise<FieldRow[]> {
  await getItem(db, input.pageId, "page");
  if (input.groupId) await getItem(db, input.groupId, "group");
  const { results } = await db
    .prepare(
      "SELECT f.id, f.draft, g.draft AS group_draft FROM items f JOIN items g ON g.site_id = $site AND g.id = f.parent_id WHERE f.site_id = $site AND f.page_id = ?1 AND f.type = 'field' AND json_extract(g.draft, '$.status') != 'markedForDeletion' AND (?2 IS NULL OR f.parent_id = ?2) AND (?3 IS NULL OR f.id = ?3) ORDER BY f.id",
    )
    .bind(input.pageId, input.groupId ?? null, input.fieldId ?? null)
    .all<{ id: string; draft: string; group_draft: string }>();
  if (input.fieldId && results.length === 0) throw new ApiError(404, "field_not_found", `field ${input.fieldId} not found`);
  return results.map((row) => ({ id: row.id, state: parseField(row.draft), hiddenIn: parseGroup(row.group_draft).meta.disallowedLanguages }));
}

/**
 * Which target languages a field still needs: all of them when overwriting, else the missing and the stale ones;
 * never a language its block is hidden in (the status counts leave those out too).
 */
function targetsOf({ state, hiddenIn }: FieldRow, from: Locale, targets: readonly Locale[], overwrite: boolean): Locale[] {
  if (!isTranslatable(state) || !isFilled(state, from)) return [];
  return targets.filter((to) => to !== from && !hiddenIn.includes(to) && (overwrite || !isFilled(state, to) || isStale(state, to)));
}

/**
 * Translates one batch of a field, a block or a page and saves the results as drafts, marked as machine-made.
 * Every translated value goes through the stored schema before it is written; a rich text keeps its structure.
 */
export async function translateContent(db: SiteDb, translator: Translator, input: TranslationRequest, offered: readonly Locale[]): Promise<TranslationAnswer> {
  if (!offered.includes(input.from)) throw new ApiError(400, "locale_not_offered", `${input.from} is not a language of this site`);
  if (input.to !== "all" && !offered.includes(input.to)) throw new ApiError(400, "locale_not_offered", `${input.to} is not a language of this site`);
  // "All" means the page's languages: a language taken off the page is not translated into (nor counted missing).
  const page = parsePage((await getItem(db, input.pageId, "page")).draft);
  const targets = input.to === "all" ? offered.filter((l) => l !== input.from && isLocaleAllowed(page.meta, l)) : [input.to];
  const overwrite = input.overwrite ?? Boolean(input.fieldId);
  const work = (await fieldsInScope(db, input))
    .map((field) => ({ field, to: targetsOf(field, input.from, targets, overwrite) }))
    .filter((w) => w.to.length > 0);
  const pending = input.cursor ? work.filter((w) => w.field.id > input.cursor!) : work;

  const batch: typeof pending = [];
  let pairs = 0;
  for (const item of pending) {
    if (batch.length > 0 && pairs + item.to.length > BATCH_PAIRS) break;
    batch.push(item);
    pairs += item.to.length;
  }
  const glossary = await siteGlossary(db);
  let review = 0;
  for (const to of targets) {
    const jobs = batch.filter((w) => w.to.includes(to));
    const sources = jobs.map((w) => sourceTexts(w.field.state.content[input.from]!));
    // Models trim; spaces between runs are put back by keepOuterSpace.
    const flat = sources.flat().flatMap((text) => (text.trim() ? [text.trim()] : []));
    const translated = await translator.translate(flat, input.from, to, glossary).catch((error: unknown) => {
      // The model's failures (network, quota, answers) are the spec's 'Fehler beim Übersetzen', not a 500.
      if (error instanceof TranslationNotConfiguredError || error instanceof TranslationFailedError) throw error;
      console.error("translation failed", input.from, to, error);
      throw new TranslationFailedError(String(error));
    });
    if (translated.length !== flat.length) throw new TranslationFailedError(`expected ${flat.length} texts, got ${translated.length}`);
    let next = 0;
    jobs.forEach((job, i) => {
      const results = sources[i]!.map((text) => (text.trim() ? translated[next++]! : { text, review: false }));
      const value = applyTexts(
        job.field.state.content[input.from]!,
        results.map((r) => r.text),
      );
      const needsReview = results.some((r) => r.review);
      if (needsReview) review++;
      job.field.state.content[to] = value;
      job.field.state.translations[to] = { source: input.from, sourceHash: valueHash(job.field.state.content[input.from]), machine: true, review: needsReview };
    });
  }
  if (batch.length) await db.batch(batch.map((w) => saveDraftStatement(db, w.field.id, w.field.state)));
  const last = batch.at(-1)?.field.id ?? null;
  const remaining = pending.slice(batch.length);
  return { success: true, translated: pairs, review, remaining: remaining.reduce((n, w) => n + w.to.length, 0), next: remaining.length ? last : null };
}

/** The texts of one value: its plain text, or its rich text's segments. */
function sourceTexts(value: FieldValue): string[] {
  return value.json ? richTextSegments(value.json) : [value.text ?? ""];
}

/** The translated value in the stored shape (zod), structure copied from the source. */
function applyTexts(source: FieldValue, texts: string[]): FieldValue {
  const value: FieldValue = source.json
    ? { text: null, json: applyRichTextSegments(source.json, texts) }
    : { text: keepOuterSpace(source.text ?? "", texts[0] ?? ""), json: null };
  return fieldValueSchema.parse(value);
}
