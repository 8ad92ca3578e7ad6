import { standinsOn } from "../outside/config";
import { workersAiStandin } from "../outside/standins/workers-ai";
import type { ModelRunner } from "./model-runner";
import { workersAiRest } from "./workers-ai-rest";

/** The API token is a secret (`wrangler secret put AI_API_TOKEN`), so it is not among the typed vars. */
type AiEnv = Env & { AI_API_TOKEN?: string };

const STANDIN_PREFIX = "/_standins/workers-ai";

/**
 * What runs the translation models: with an AI account and token configured, Workers AI's REST API (at
 * AI_API_BASE; root-relative, i.e. the local stand-in, only with LOCAL_STANDINS "on", answered in-process since a
 * worker cannot fetch its own address); otherwise the `AI` binding (production), which locally exists but cannot
 * run models (docs/decisions/024). Undefined when there is neither.
 */
export function modelRunner(env: AiEnv, origin: string): ModelRunner | undefined {
  if (!env.AI_ACCOUNT_ID || !env.AI_API_TOKEN) return env.AI;
  const local = env.AI_API_BASE.startsWith("/");
  if (local && !standinsOn(env)) return undefined;
  const fetchStandin = (request: Request) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(STANDIN_PREFIX.length);
    return workersAiStandin.fetch(new Request(url, request));
  };
  return workersAiRest({
    apiBase: local ? new URL(env.AI_API_BASE, origin).href : env.AI_API_BASE,
    accountId: env.AI_ACCOUNT_ID,
    token: env.AI_API_TOKEN,
    fetch: local ? async (request) => fetchStandin(request) : (request) => fetch(request),
  });
}

/**
 * Whether automatic translation can run here, known without calling a model (the toolbar says so before an owner
 * tries): the REST API when configured (a local stand-in only in stand-in mode), else the binding, but not in local
 * stand-in mode, where the binding exists and cannot run models (docs/decisions/024, 063).
 */
export function automaticTranslationSetUp(env: AiEnv): boolean {
  if (env.AI_ACCOUNT_ID && env.AI_API_TOKEN) return !env.AI_API_BASE.startsWith("/") || standinsOn(env);
  return Boolean(env.AI) && !standinsOn(env);
}
