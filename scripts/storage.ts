// The storage bindings the commands use (D1, KV, R2), opened through wrangler's platform proxy.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { experimental_readRawConfig, getPlatformProxy } from "wrangler";

/** The bindings a command reads and writes: the database, the page cache and the media bucket. */
export type StorageBindings = Pick<Env, "DB" | "PAGE_CACHE" | "MEDIA">;

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs `work` with the storage bindings of the local state (PERSIST_DIR, else .wrangler/state, the folder `npm run
 * dev` uses), or with `remote` those of the deployment (wrangler's remote bindings; `npx wrangler login` first), and
 * closes them after. The proxy gets a config with only these three bindings, copied from wrangler.toml: given the
 * whole file it would warn that the worker's Durable Object classes are not exported (it runs no worker) and that
 * the AI binding is remote, warnings that read like failures and concern nothing a command touches.
 */
export async function withStorage<T>(remote: boolean, work: (env: StorageBindings) => Promise<T>): Promise<T> {
  const { rawConfig } = experimental_readRawConfig({ config: join(root, "wrangler.toml") });
  const marked = <B extends object>(bindings: B[] | undefined) => (bindings ?? []).map((binding) => (remote ? { ...binding, remote: true } : binding));
  const config = {
    name: rawConfig.name,
    compatibility_date: rawConfig.compatibility_date,
    compatibility_flags: rawConfig.compatibility_flags,
    d1_databases: marked(rawConfig.d1_databases),
    kv_namespaces: marked(rawConfig.kv_namespaces),
    r2_buckets: marked(rawConfig.r2_buckets),
  };
  const dir = mkdtempSync(join(tmpdir(), "opticus-storage-"));
  try {
    writeFileSync(join(dir, "wrangler.json"), JSON.stringify(config));
    const proxy = await getPlatformProxy<StorageBindings>({
      configPath: join(dir, "wrangler.json"),
      envFiles: [],
      remoteBindings: remote,
      persist: remote ? false : { path: join(resolve(root, process.env.PERSIST_DIR ?? ".wrangler/state"), "v3") },
    });
    try {
      return await work(proxy.env);
    } finally {
      await proxy.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
