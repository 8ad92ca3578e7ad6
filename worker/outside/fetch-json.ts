/** The fetch an adapter uses: the global one in production, the stand-ins locally, a fake in tests. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** How long an outside service may take before its answer counts as failed (the last good data stays). */
export const OUTSIDE_TIMEOUT_MS = 5_000;

export type JsonResult = { ok: true; json: unknown } | { ok: false; error: string };

/** GETs JSON with a timeout; any failure (network, status, timeout, not JSON) is an error string, never a throw. */
export async function fetchJson(fetcher: Fetcher, url: string, headers: Record<string, string> = {}, timeoutMs = OUTSIDE_TIMEOUT_MS): Promise<JsonResult> {
  try {
    const response = await fetcher(url, { headers: { Accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    return { ok: true, json: await response.json() };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, error: `timeout after ${timeoutMs} ms` };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
