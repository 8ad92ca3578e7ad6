import { z } from "zod";
import type { ModelRunner } from "./model-runner";

/** Where the REST adapter sends its requests: Cloudflare's API base, the account, the API token, and the fetch. */
export type WorkersAiRestConfig = { apiBase: string; accountId: string; token: string; fetch: (request: Request) => Promise<Response> };

/** Cloudflare's API envelope around every answer. */
const envelope = z.object({
  success: z.boolean(),
  result: z.unknown().optional(),
  errors: z.array(z.object({ code: z.number(), message: z.string() })).default([]),
});

/**
 * Workers AI over the REST API (`POST {apiBase}/accounts/{account}/ai/run/{model}` with a bearer token), the same
 * models and input and output shapes as the binding. Used when an account and token are configured instead of the
 * binding (docs/deploy.md, "Automatic translation"); any failure is an error whose message names the status and the API's
 * own error codes, never the token.
 */
export function workersAiRest(config: WorkersAiRestConfig): ModelRunner {
  return {
    async run(model, input) {
      const response = await config.fetch(
        new Request(`${config.apiBase}/accounts/${encodeURIComponent(config.accountId)}/ai/run/${model}`, {
          method: "POST",
          headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(input),
        }),
      );
      const answer = envelope.safeParse(await response.json().catch(() => null));
      if (!response.ok || !answer.success || !answer.data.success) {
        const why = answer.success ? answer.data.errors.map((e) => `${e.code} ${e.message}`).join("; ") : "unreadable answer";
        throw new Error(`Workers AI ${model}: HTTP ${response.status} ${why}`);
      }
      return answer.data.result;
    },
  };
}
