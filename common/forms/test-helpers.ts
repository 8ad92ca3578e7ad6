import type { z } from "zod";
import { FORM_LANGS, type FormLang, type FormMessages, formMessages } from "./texts";

/** "path: message" for every issue of a failed parse, [] for a success; what the tests compare. */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** One rule check: the field and the value that breaks it, other fields it needs, and the expected message key. */
export type RuleCase = { field: string; value: unknown; also?: Record<string, unknown>; message: keyof FormMessages };

/** The cases of one rule: each of `values` in `field` breaks it with the `message` message. */
export const rules = (field: string, values: unknown[], message: keyof FormMessages, also?: Record<string, unknown>): RuleCase[] =>
  values.map((value) => ({ field, value, also, message }));

/** A test case per language: the rule's message key resolved in that language. */
export function inBothLangs(cases: RuleCase[]): (RuleCase & { lang: FormLang; text: string })[] {
  return FORM_LANGS.flatMap((lang) => cases.map((c) => ({ ...c, lang, text: formMessages(lang)[c.message] })));
}

/** A string of n characters, for the length caps. */
export const longText = (n: number) => "x".repeat(n);
