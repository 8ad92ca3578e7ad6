import { describe, expect, it } from "vitest";
import type { TranslationRequest } from "../translation";
import { runTranslation, type TranslationProgress } from "./translation-run";

const scope = { pageId: "p", from: "de", to: "all" } as const;

describe("runTranslation", () => {
  it("follows the server's batches and reports progress, then done", async () => {
    const bodies: TranslationRequest[] = [];
    const answers = [
      { success: true, translated: 24, review: 2, remaining: 20, next: "f24" },
      { success: true, translated: 20, review: 1, remaining: 0, next: null },
    ];
    const seen: TranslationProgress[] = [];
    const result = await runTranslation(
      scope,
      async (body) => {
        bodies.push(body);
        return { status: 200, json: answers.shift() };
      },
      (p) => seen.push(p),
    );
    expect(bodies.map((b) => b.cursor)).toEqual([undefined, "f24"]);
    expect(seen).toEqual([
      { state: "loading", done: 0, total: 0 },
      { state: "loading", done: 24, total: 44 },
      { state: "done", translated: 44, review: 3 },
    ]);
    expect(result).toEqual({ state: "done", translated: 44, review: 3 });
  });

  it("ends in the error state with the spec's text, or says that translation is not configured", async () => {
    const failed = await runTranslation(
      scope,
      async () => ({ status: 502, json: { success: false, error: "translation_failed" } }),
      () => {},
    );
    expect(failed).toEqual({ state: "error", message: "Fehler beim Übersetzen", notConfigured: false });
    const offline = await runTranslation(
      scope,
      async () => ({ status: 503, json: {} }),
      () => {},
    );
    expect(offline).toEqual({ state: "error", message: "Die automatische Übersetzung ist nicht eingerichtet", notConfigured: true });
    const network = await runTranslation(
      scope,
      async () => Promise.reject(new TypeError("Failed to fetch")),
      () => {},
    );
    expect(network.state).toBe("error");
  });
});
