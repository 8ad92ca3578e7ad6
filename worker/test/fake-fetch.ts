import type { Fetcher } from "../outside/fetch-json";

/** A fake at the fetch boundary: answers by URL, records what was asked. */
export function fakeFetch(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: URL; headers: Headers }[] = [];
  const fetcher: Fetcher = async (input, init) => {
    const url = new URL(input);
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url, init);
  };
  return { fetcher, calls };
}

/** A fetch whose answer never comes in time: it fails the way AbortSignal.timeout makes fetch fail. */
export const timingOut: Fetcher = async () => {
  throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
};

/** The current version of a site's cache tag (changes when the tag is revalidated); by default the test site's. */
export async function tagVersion(kv: KVNamespace, tag: string, siteId = "main"): Promise<string | null> {
  return kv.get(`tag:${siteId}:${tag}`);
}
