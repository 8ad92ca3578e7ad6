/**
 * What the translator needs of Workers AI: run a model on an input and get its output. The `AI` binding has this
 * method; so does the REST adapter (workers-ai-rest.ts) that reaches the same models over Cloudflare's API.
 */
export type ModelRunner = { run(model: string, input: Record<string, unknown>): Promise<unknown> };
