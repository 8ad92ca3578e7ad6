import { z } from "zod";
import type { FieldState, FieldValue } from "./content";
import { type Locale, localeSchema } from "./locales";
import { type RichTextDoc, type RichTextNode, richTextDocSchema } from "./rich-text";

/**
 * Translation state of one language of a field (stored next to the value in the field's draft JSON, docs/decisions/
 * 025): which language it was made from, a hash of that source value at the time, and whether a machine wrote it.
 * `review` marks output of the instruct model (always for rm) that an editor should read before trusting it.
 */
export const localeTranslationSchema = z.object({
  source: localeSchema,
  sourceHash: z.string().max(16),
  machine: z.boolean().default(false),
  review: z.boolean().default(false),
});
export type LocaleTranslation = z.infer<typeof localeTranslationSchema>;
export const fieldTranslationsSchema = z.partialRecord(localeSchema, localeTranslationSchema);

/** POST /translation: a field, a block (groupId) or the whole page, from one language into one or all others. */
export const translationRequestSchema = z.object({
  pageId: z.string().min(1).max(64),
  groupId: z.string().min(1).max(64).optional(),
  fieldId: z.string().min(1).max(64).optional(),
  from: localeSchema,
  to: z.union([localeSchema, z.literal("all")]),
  /** Also replace values that exist and are current; default: only for a single field. */
  overwrite: z.boolean().optional(),
  /** Batches: the answer's `next` continues after the last field done. */
  cursor: z.string().max(64).optional(),
});
export type TranslationRequest = z.infer<typeof translationRequestSchema>;

export const translationAnswerSchema = z.object({
  success: z.boolean(),
  translated: z.number().int(),
  review: z.number().int(),
  remaining: z.number().int(),
  next: z.string().nullable(),
});
export type TranslationAnswer = z.infer<typeof translationAnswerSchema>;

export const translationConfirmSchema = z.object({ fieldId: z.string().min(1).max(64), locale: localeSchema });

/**
 * GET /page/status/translation: per language of the page (offered by the site and not taken off the page), fields
 * with no value, the first of them, and fields whose source changed since; whether automatic translation is set up.
 */
export const translationStatusSchema = z.object({
  missing: z.partialRecord(localeSchema, z.number().int()),
  /** The id of the first field (in page order) with no value in that language. */
  firstMissing: z.partialRecord(localeSchema, z.string()),
  stale: z.partialRecord(localeSchema, z.number().int()),
  machine: z.partialRecord(localeSchema, z.number().int()),
  /** False where POST /translation can only answer "not configured" (locally, docs/decisions/024 and 063). */
  automatic: z.boolean(),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const NOT_CONFIGURED_MESSAGE = "Die automatische Übersetzung ist nicht eingerichtet";
export const TRANSLATION_ERROR_MESSAGE = "Fehler beim Übersetzen";

/** FNV-1a (32 bit) of a value's JSON: cheap, synchronous, enough to notice that a source text changed. */
export function valueHash(value: FieldValue | undefined): string {
  const json = JSON.stringify({ text: value?.text?.trim() || null, json: value?.json ?? null });
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) {
    hash ^= json.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** True when the field has a value in `locale` (text, or rich text with content). */
export const isFilled = (field: Pick<FieldState, "content">, locale: Locale) => Boolean(field.content[locale]?.text?.trim() || field.content[locale]?.json);

/** Longest hint shown in an empty field (a long rich text is cut at a word). */
const HINT_MAX = 300;

/**
 * What an empty field shows in `locale` while it is being edited: the text of the language it was written in (a
 * filled language that is not itself a translation, else any filled one), as a greyed hint that is never saved.
 */
export function sourceHint(field: Pick<FieldState, "content" | "translations" | "contentType">, locale: Locale): { locale: Locale; text: string } | undefined {
  if (!isTranslatable({ ...field, visible: true }) || isFilled(field, locale)) return undefined;
  const filled = (Object.keys(field.content) as Locale[]).filter((l) => l !== locale && isFilled(field, l));
  const source = filled.find((l) => !field.translations[l]) ?? filled[0];
  if (!source) return undefined;
  const value = field.content[source]!;
  const text = (value.json ? richTextSegments(value.json).join(" ") : (value.text ?? "")).replace(/\s+/g, " ").trim();
  const short = text.length > HINT_MAX ? `${text.slice(0, text.lastIndexOf(" ", HINT_MAX) > 0 ? text.lastIndexOf(" ", HINT_MAX) : HINT_MAX)} …` : text;
  return short ? { locale: source, text: short } : undefined;
}

/** A language's value is stale when the value it was translated (or typed) from has changed since. */
export function isStale(field: Pick<FieldState, "content" | "translations">, locale: Locale): boolean {
  const state = field.translations[locale];
  if (!state || !isFilled(field, locale)) return false;
  return valueHash(field.content[state.source]) !== state.sourceHash;
}

/** Translation counts a field whose content type is localised contributes to (media and single have none). */
export const isTranslatable = (field: Pick<FieldState, "contentType" | "visible">) =>
  field.visible && (field.contentType === "localizedSingleValue" || field.contentType === "localizedRichText");

// ---- rich text, segment by segment -----------------------------------------------------------------------------

/** One piece of text to translate: a whole text block when its runs share their marks, else one run. */
type Slot = { path: number[]; runs: number[] };
const sameMarks = (a: RichTextNode, b: RichTextNode) => JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

function slotsOf(nodes: RichTextNode[], path: number[], out: Slot[]) {
  nodes.forEach((node, index) => {
    const here = [...path, index];
    const children = node.content ?? [];
    const isTextBlock = children.length > 0 && children.every((child) => child.type === "text" || child.type === "hardBreak");
    if (!isTextBlock) {
      slotsOf(children, here, out);
      return;
    }
    const runs = children.flatMap((child, i) => (child.type === "text" ? [i] : []));
    // Runs travel together (context for the model) when they carry the same marks and no line break splits them.
    const together = runs.length === children.length && children.every((run) => sameMarks(run, children[0]!));
    if (together) out.push({ path: here, runs });
    else for (const run of runs) out.push({ path: here, runs: [run] });
  });
}

const nodeAt = (doc: RichTextDoc, path: number[]): RichTextNode => path.reduce<RichTextNode>((node, i) => node.content![i]!, doc as RichTextNode);
const textOf = (doc: RichTextDoc, slot: Slot) => slot.runs.map((i) => nodeAt(doc, slot.path).content![i]!.text ?? "").join("");

/** The texts of a document in reading order, as the translator receives them (empty ones are skipped later). */
export function richTextSegments(doc: RichTextDoc): string[] {
  const slots: Slot[] = [];
  slotsOf(doc.content, [], slots);
  return slots.map((slot) => textOf(doc, slot));
}

/**
 * The same document with every segment's text replaced by its translation: nodes, marks, links and attributes are
 * copied from the source, only text strings come from the model. The result is parsed with the stored schema.
 */
export function applyRichTextSegments(doc: RichTextDoc, translated: readonly string[]): RichTextDoc {
  const copy = structuredClone(doc);
  const slots: Slot[] = [];
  slotsOf(copy.content, [], slots);
  if (slots.length !== translated.length) throw new Error(`expected ${slots.length} segments, got ${translated.length}`);
  slots.forEach((slot, i) => {
    const block = nodeAt(copy, slot.path);
    const original = textOf(copy, slot);
    const text = keepOuterSpace(original, translated[i]!);
    const first = block.content![slot.runs[0]!]!;
    if (slot.runs.length > 1) block.content = [{ ...first, text }];
    else first.text = text;
  });
  return richTextDocSchema.parse(copy);
}

/** Models trim: a run's leading and trailing spaces (between marks) are put back. */
export function keepOuterSpace(original: string, translated: string): string {
  if (!original.trim()) return original;
  const lead = original.match(/^\s*/)?.[0] ?? "";
  const trail = original.match(/\s*$/)?.[0] ?? "";
  return `${lead}${translated.trim()}${trail}`;
}

/** The mark edit mode shows on a field in `locale`: stale first (it needs work), then review, then machine. */
export function translationMark(field: Pick<FieldState, "content" | "translations">, locale: Locale): "machine" | "review" | "stale" | undefined {
  if (isStale(field, locale)) return "stale";
  const state = field.translations[locale];
  if (!state?.machine || !isFilled(field, locale)) return undefined;
  return state.review ? "review" : "machine";
}
