import { z } from "zod";
import { INSTRUCT_MODEL, M2M100_CODES, TRANSLATION_MODEL } from "../../translation/workers-ai";

/**
 * The two translation models as a stand-in answers them (the local Workers AI stand-in and the tests' fake
 * binding): every input is parsed with the exact shape the real model takes, and the output has the real shape.
 * m2m100 answers "{target}:" before the text; the instruct model "{Language}:" before each string of its array.
 */
const codes = Object.values(M2M100_CODES) as [string, ...string[]];
export const m2m100Input = z.strictObject({ text: z.string().min(1), source_lang: z.enum(codes), target_lang: z.enum(codes) });
export const instructInput = z.strictObject({
  messages: z.tuple([
    z.strictObject({ role: z.literal("system"), content: z.string().min(1) }),
    z.strictObject({ role: z.literal("user"), content: z.string().min(1) }),
  ]),
  max_tokens: z.number().int().positive(),
  temperature: z.number().min(0).max(1),
});

/** A model the stand-in does not know: the real API's error code for it. */
export class UnknownModelError extends Error {
  constructor(model: string) {
    super(`5007: No such model ${model}`);
  }
}

/** The texts an instruct request asks to translate (its user message is a JSON array of strings). */
export const instructTexts = (input: z.infer<typeof instructInput>) => z.array(z.string()).parse(JSON.parse(input.messages[1].content));

/** Answers a model call like the real model would (throws a ZodError for a wrong input shape). */
export function answerLikeModel(model: string, input: unknown): unknown {
  if (model === TRANSLATION_MODEL) {
    const request = m2m100Input.parse(input);
    return { translated_text: `${request.target_lang}:${request.text}` };
  }
  if (model === INSTRUCT_MODEL) {
    const request = instructInput.parse(input);
    const target = /to ([A-Z][a-z]+)/.exec(request.messages[0].content)?.[1] ?? "?";
    return { response: JSON.stringify(instructTexts(request).map((text) => `${target}:${text}`)) };
  }
  throw new UnknownModelError(model);
}
