import type { z } from "zod";
import { answerLikeModel, instructInput, instructTexts, m2m100Input } from "../outside/standins/workers-ai-models";
import type { ModelRunner } from "../translation/model-runner";
import { INSTRUCT_MODEL, TRANSLATION_MODEL } from "../translation/workers-ai";

/**
 * A stand-in for the Workers AI binding, for tests only (imported by test files, never by the worker): it refuses
 * any request that is not the shape the real models take, records every call, and answers like them
 * (worker/outside/standins/workers-ai-models.ts), unless a test replaces an answer.
 */
export type FakeCall = { model: string; input: unknown };
export type FakeAiBehaviour = {
  /** Replace m2m100's answer (e.g. drop a placeholder, throw). */
  m2m100?: (input: z.infer<typeof m2m100Input>) => unknown;
  /** Replace the instruct model's `response`. */
  instruct?: (texts: string[], system: string) => unknown;
};

export function fakeAi(behaviour: FakeAiBehaviour = {}) {
  const calls: FakeCall[] = [];
  const runner: ModelRunner = {
    async run(model, input) {
      calls.push({ model, input });
      if (model === TRANSLATION_MODEL && behaviour.m2m100) return behaviour.m2m100(m2m100Input.parse(input));
      if (model === INSTRUCT_MODEL && behaviour.instruct) {
        const request = instructInput.parse(input);
        return { response: behaviour.instruct(instructTexts(request), request.messages[0].content) };
      }
      return answerLikeModel(model, input);
    },
  };
  // The binding's type is a large class; the fake implements the one method the adapter calls.
  return { ai: runner as unknown as Ai, calls };
}
