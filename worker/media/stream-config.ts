import { streamStandin } from "../outside/standins/stream";
import type { StreamConfig } from "./stream-adapter";
import { standinsOn } from "../outside/config";

/** The Stream API token is a secret (`wrangler secret put STREAM_API_TOKEN`), so it is not among the typed vars. */
type StreamEnv = Env & { STREAM_API_TOKEN?: string };

/**
 * Where the Stream adapter talks to: Cloudflare's API with the account id and token in production; with
 * LOCAL_STANDINS "on" and no account, the stand-in under this site's /_standins/stream, called in-process.
 * Null when neither is configured (own videos are then refused with a clear message).
 */
export function streamConfig(env: StreamEnv, origin: string): StreamConfig | null {
  if (env.STREAM_ACCOUNT_ID && env.STREAM_API_TOKEN) {
    return { apiBase: env.STREAM_API_BASE, accountId: env.STREAM_ACCOUNT_ID, token: env.STREAM_API_TOKEN, fetch: (request) => fetch(request) };
  }
  if (!standinsOn(env)) return null;
  return {
    apiBase: `${origin}/_standins/stream/client/v4`,
    accountId: "local",
    token: "local-standin",
    // A worker cannot fetch its own address: the stand-in app answers the very same request in-process.
    fetch: async (request) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.replace(/^\/_standins\/stream/, "");
      return streamStandin.fetch(new Request(url, request), env);
    },
  };
}
