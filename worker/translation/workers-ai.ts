import { z } from "zod";
import type { Locale } from "../../common/locales";
import { protectTerms, restoreTerms } from "./glossary";
import type { ModelRunner } from "./model-runner";
import { TranslationFailedError, TranslationNotConfiguredError, type Translated, type Translator } from "./translator";

/** Workers AI models (docs/deploy.md, "Automatic translation"). m2m100 has no Romansh; the instruct model covers it. */
export const TRANSLATION_MODEL = "@cf/meta/m2m100-1.2b";
export const INSTRUCT_MODEL = "@cf/mistralai/mistral-small-3.1-24b-instruct";

/** m2m100's language codes (ISO 639-1) for the nine languages it knows. */
export const M2M100_CODES: Partial<Record<Locale, string>> = { de: "de", fr: "fr", it: "it", en: "en", sq: "sq", sr: "sr", hr: "hr", es: "es", pt: "pt" };

/** Language names the instruct prompt uses (English: the models follow English instructions best). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: "German",
  fr: "French",
  it: "Italian",
  rm: "Romansh (Rumantsch Grischun)",
  en: "English",
  sq: "Albanian",
  sr: "Serbian (Latin script)",
  hr: "Croatian",
  es: "Spanish",
  pt: "Portuguese",
};

const m2m100Answer = z.object({ translated_text: z.string() });
const instructAnswer = z.object({ response: z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]) });
const instructTexts = (count: number) => z.array(z.string().max(20_000)).length(count);

/** The local runtime's AI binding exists but cannot run models: that is "not configured", not a failure. */
const isRemoteOnlyBinding = (error: unknown) => error instanceof Error && /run remotely|not logged in|CLOUDFLARE_API_TOKEN/i.test(error.message);

/** The instruct prompt: a JSON array in, the same-length JSON array out, glossary terms unchanged. */
export function instructMessages(texts: readonly string[], from: Locale, to: Locale, glossary: readonly string[]) {
  const keep = glossary.length ? ` Keep these terms exactly as they are, untranslated: ${glossary.map((t) => JSON.stringify(t)).join(", ")}.` : "";
  return [
    {
      role: "system" as const,
      content: `You translate website texts from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]}. The user sends a JSON array of strings. Answer with only a JSON array of the same length holding the translation of each string, in order, and nothing else. Keep names of businesses, brands and products unchanged.${keep} Never add markup.`,
    },
    { role: "user" as const, content: JSON.stringify(texts) },
  ];
}

/** The Workers AI adapter: m2m100 per text where it knows both languages, the instruct model for rm and as fallback. */
export function workersAiTranslator(ai: ModelRunner | undefined): Translator {
  if (!ai) return { translate: async () => Promise.reject(new TranslationNotConfiguredError()) };

  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw isRemoteOnlyBinding(error) ? new TranslationNotConfiguredError() : error;
    }
  };

  async function instruct(texts: readonly string[], from: Locale, to: Locale, glossary: readonly string[]): Promise<Translated[]> {
    if (texts.length === 0) return [];
    const answer = instructAnswer.parse(
      await run(() => ai!.run(INSTRUCT_MODEL, { messages: instructMessages(texts, from, to, glossary), max_tokens: 4_096, temperature: 0.2 })),
    );
    // The model answers text; some versions hand back already-parsed JSON.
    let parsed: unknown = answer.response;
    if (typeof parsed === "string") {
      const json = parsed.slice(parsed.indexOf("["), parsed.lastIndexOf("]") + 1);
      try {
        parsed = JSON.parse(json);
      } catch {
        throw new TranslationFailedError("instruct model did not answer a JSON array");
      }
    }
    const result = instructTexts(texts.length).safeParse(parsed);
    if (!result.success) throw new TranslationFailedError("instruct model answered a wrong shape");
    // Names stay names: a glossary term of the source that is missing from its translation refuses the batch.
    const lost = texts.some((text, i) => glossary.some((term) => text.includes(term) && !result.data[i]!.includes(term)));
    if (lost) throw new TranslationFailedError("instruct model changed a glossary term");
    return result.data.map((text) => ({ text, review: true }));
  }

  async function m2m100(text: string, from: Locale, to: Locale, glossary: readonly string[]): Promise<string | null> {
    const { text: protectedText, terms } = protectTerms(text, glossary);
    try {
      const answer = m2m100Answer.parse(
        await run(() => ai!.run(TRANSLATION_MODEL, { text: protectedText, source_lang: M2M100_CODES[from], target_lang: M2M100_CODES[to]! })),
      );
      // A lost placeholder means the glossary would not hold: the instruct model gets the text instead.
      return restoreTerms(answer.translated_text, terms);
    } catch (error) {
      if (error instanceof TranslationNotConfiguredError) throw error;
      return null;
    }
  }

  return {
    async translate(texts, from, to, glossary) {
      if (from === to) return texts.map((text) => ({ text, review: false }));
      if (!M2M100_CODES[from] || !M2M100_CODES[to]) return instruct(texts, from, to, glossary);
      const results: (Translated | null)[] = [];
      // One call per text (m2m100 takes one string; its batch form is an async queue), a few at a time.
      for (let i = 0; i < texts.length; i += 6) {
        const chunk = await Promise.all(texts.slice(i, i + 6).map((text) => m2m100(text, from, to, glossary)));
        results.push(...chunk.map((text) => (text === null ? null : { text, review: false })));
      }
      const failed = results.flatMap((result, index) => (result === null ? [index] : []));
      const fallback = await instruct(
        failed.map((index) => texts[index]!),
        from,
        to,
        glossary,
      );
      failed.forEach((index, i) => {
        results[index] = fallback[i]!;
      });
      return results as Translated[];
    },
  };
}
