import { Hono } from "hono";
import { ZodError } from "zod";
import { answerLikeModel, UnknownModelError } from "./workers-ai-models";

/**
 * Local stand-in for Workers AI's REST API (mounted at /_standins/workers-ai only when LOCAL_STANDINS is "on"):
 * `POST /client/v4/accounts/{account}/ai/run/{model}` with a bearer token, Cloudflare's envelope, the models'
 * input checks and output shapes (workers-ai-models.ts). It is reached only where the AI account, token and this
 * base are configured: the browser tests' build, or a developer who opts in (docs/deploy.md); `npm run dev` alone does not.
 */
export const workersAiStandin = new Hono();

const failure = (code: number, message: string) => ({ success: false, result: null, errors: [{ code, message }], messages: [] });

workersAiStandin.post("/client/v4/accounts/:account/ai/run/*", async (c) => {
  if (!/^Bearer \S+$/.test(c.req.header("Authorization") ?? "")) return c.json(failure(10000, "Authentication error"), 401);
  const model = c.req.path.slice(c.req.path.indexOf("/ai/run/") + "/ai/run/".length);
  const input = await c.req.json().catch(() => null);
  try {
    return c.json({ success: true, result: answerLikeModel(model, input), errors: [], messages: [] });
  } catch (error) {
    if (error instanceof UnknownModelError) return c.json(failure(5007, error.message), 400);
    if (error instanceof ZodError) return c.json(failure(5006, `Error: invalid input: ${error.issues[0]?.path.join(".")} ${error.issues[0]?.message}`), 400);
    throw error;
  }
});
