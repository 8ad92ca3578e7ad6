// The visitor pages' one way to the worker. Types only from the worker: no worker code reaches the browser (hc is a
// small proxy that builds URLs and calls fetch). No zod here (decision 115 keeps it off pages that do not need it):
// the zod-free answers are checked by guards, and the game's calls (common/game/api.ts) check theirs with zod through the same answerOf (decision 122).
import { hc } from "hono/client";
import type { ApiApp } from "../worker/api/api-app";
import type { FormName } from "../worker/forms/mail";
import { DIRECTORY_HOURS_PATH, type DirectoryHours, isDirectoryHours } from "./directory/types";
import { LOCALES, type Locale } from "./locale-list";
import { answerOf, guardSchema, isJsonObject } from "./parse-json";

/** /api/v1 for visitors: paths, methods and inputs typed by the worker's routes (worker/api/api-app.ts). */
const api = hc<ApiApp>("/api/v1", { init: { credentials: "same-origin" } });

/** A page the header's live search found. */
export type SearchResult = { title: string; path: string };

const isSearchResult = (value: unknown): value is SearchResult => isJsonObject(value) && typeof value.title === "string" && typeof value.path === "string";
const searchAnswerSchema = guardSchema(
  "search answer",
  (value): value is { results: SearchResult[] } => isJsonObject(value) && Array.isArray(value.results) && value.results.every(isSearchResult),
);

/** The header's live results for `query` in the page's language (GET /api/v1/search). */
export async function searchPages(lang: string, query: string, signal: AbortSignal): Promise<SearchResult[]> {
  const locale = (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : "de";
  return (await answerOf(await api.search.$get({ query: { locale, q: query } }, { init: { signal } }), searchAnswerSchema)).results;
}

const formAnswerSchema = guardSchema(
  "form answer",
  (value): value is { ok: true; id: string } => isJsonObject(value) && value.ok === true && typeof value.id === "string",
);

/** A visitor form the worker stores and mails (its route under /api/v1). */
export type { FormName };

/** Sends a visitor form (POST /api/v1/{form}); resolves true when the server stored it. */
export async function sendForm(form: FormName, body: unknown): Promise<boolean> {
  try {
    const init = { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
    await answerOf(await api[form].$post({}, { init }), formAnswerSchema);
    return true;
  } catch (error) {
    console.error("form submit failed", error);
    return false;
  }
}

const directoryHoursSchema = guardSchema("directory hours", isDirectoryHours);

/** The site's directory opening hours (decision 116), a page route of the worker rather than an API call. */
export async function fetchDirectoryHours(): Promise<DirectoryHours> {
  const response = await fetch(DIRECTORY_HOURS_PATH, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  return answerOf(response, directoryHoursSchema);
}
