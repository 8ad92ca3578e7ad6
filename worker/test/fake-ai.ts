import { z } from "zod";
import { INSTRUCT_MODEL, M2M100_CODES, TRANSLATION_MODEL } from "../translation/workers-ai";

/**
 * A stand-in for the Workers AI binding, for tests only (imported by test files, never by the worker): it refuses
 * any request that is not the shape the real models take, records every call, and answers like them.
 * m2m100 answers "{target}:" before the text; the instruct model "rm:" (or the target) before each string.
 */
const codes = Object.values(M2M100_CODES);
const m2m100Input = z.strictObject({ text: z.string().min(1), source_lang: z.enum(codes as [string, ...string[]]), target_lang: z.enum(codes as [string, ...string[]]) });
const instructInput = z.strictObject({
  messages: z.tuple([z.strictObject({ role: z.literal("system"), content: z.string().min(1) }), z.strictObject({ role: z.literal("user"), content: z.string().min(1) })]),
  max_tokens: z.number().int().positive(),
  temperature: z.number().min(0).max(1),
});

export type FakeCall = { model: string; input: unknown };
export type FakeAiBehaviour = {
  /** Replace m2m100's answer (e.g. drop a placeholder, throw). */
  m2m100?: (input: z.infer<typeof m2m100Input>) => unknown;
  /** Replace the instruct model's `response`. */
  instruct?: (texts: string[], system: string) => unknown;
};

export function fakeAi(behaviour: FakeAiBehaviour = {}) {
  const calls: FakeCall[] = [];
  const run = async (model: string, input: unknown) => {
    calls.push({ model, input });
    if (model === TRANSLATION_MODEL) {
      const request = m2m100Input.parse(input);
      if (behaviour.m2m100) return behaviour.m2m100(request);
      return { translated_text: `${request.target_lang}:${request.text}` };
    }
    if (model === INSTRUCT_MODEL) {
      const request = instructInput.parse(input);
      const texts = z.array(z.string()).parse(JSON.parse(request.messages[1].content));
      if (behaviour.instruct) return { response: behaviour.instruct(texts, request.messages[0].content) };
      const target = /to ([A-Z][a-z]+)/.exec(request.messages[0].content)?.[1] ?? "?";
      return { response: JSON.stringify(texts.map((text) => `${target}:${text}`)) };
    }
    throw new Error(`5007: No such model ${model}`);
  };
  // The binding's type is a large class; the fake implements the one method the adapter calls.
  return { ai: { run } as unknown as Ai, calls };
}
