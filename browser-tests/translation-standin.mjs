import { appendFileSync, existsSync, readFileSync } from "node:fs";

/**
 * The tests' build reaches Workers AI's REST API at the local stand-in (worker/outside/standins/workers-ai.ts), so the
 * editor's translations run end to end. Only this build's copy of .dev.vars gets it: `npm run dev` keeps saying
 * that automatic translation is not configured (docs/decisions/024).
 */
export function configureTranslationStandin() {
  const file = new URL("../dist/opticus_edge/.dev.vars", import.meta.url);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (text.includes("AI_API_TOKEN=")) return;
  appendFileSync(
    file,
    `${text && !text.endsWith("\n") ? "\n" : ""}AI_ACCOUNT_ID=standin-account\nAI_API_TOKEN=local-standin-token\nAI_API_BASE=/_standins/workers-ai/client/v4\n`,
  );
}
