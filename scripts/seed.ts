// Loads the two demo sites into the local D1/KV state through the same validated content functions the
// editor API uses. Idempotent: a site that already holds pages is left alone.
import { database } from "../worker/content/pages";
import { seedDemoSite } from "./seed/demo-site";
import { LAUSANNE_SITE, seedLausanneSite } from "./seed/lausanne-site";
import { createEditorAccount } from "../worker/auth/accounts";
import type { SiteRecord } from "../worker/sites/site";
import { saveSite } from "../worker/sites/site-admin";
import { siteDb } from "../worker/sites/site-db";
import { retried } from "./platform-retry";
import { withStorage } from "./storage";

/** The first demo site: the optician in Winterthur, default on plain localhost (the migration's site "main"). */
const MAIN_SITE: SiteRecord = {
  id: "main",
  name: "Optik Seeblick",
  primaryHost: "localhost",
  aliasHosts: ["seeblick.localhost"],
  locales: ["de", "fr"],
  programs: ["optician", "golf"],
  isDefault: true,
};

/** The local demo editor (this state folder only; deployed sites get accounts from `npm run editor:account`). */
const DEV_EDITOR = { email: "editor@optik-seeblick.example", password: "seeblick-demo-2026", role: "admin" as const };

await withStorage(false, async (env) => {
  const bucket = retryingPuts(env.MEDIA);
  await seedSite(env.DB, MAIN_SITE, (db) => seedDemoSite(database(db), env.PAGE_CACHE, bucket, MAIN_SITE.locales));
  await seedSite(env.DB, LAUSANNE_SITE, (db) => seedLausanneSite(database(db), env.PAGE_CACHE));
  const editor = await env.DB.prepare("SELECT 1 AS found FROM users WHERE email = ?1").bind(DEV_EDITOR.email).first();
  if (!editor) await createEditorAccount(env.DB, DEV_EDITOR);
  // Addresses are printed by the server once it listens (vite.config.ts): only it knows the port it got.
  console.log(`\nDemo sites: localhost (${MAIN_SITE.name}) and ${LAUSANNE_SITE.primaryHost} (${LAUSANNE_SITE.name}), on the server's port`);
  console.log(`Local editor account (admin, both sites; sign in at /de/login):\n  e-mail:   ${DEV_EDITOR.email}\n  password: ${DEV_EDITOR.password}\n`);
});

/** Writes the site row, then its demo content unless the site already has pages. */
async function seedSite(d1: D1Database, site: SiteRecord, seed: (db: ReturnType<typeof siteDb>) => Promise<void>) {
  await saveSite(d1, site);
  const db = siteDb(d1, site.id);
  const existing = await db.prepare("SELECT COUNT(*) AS count FROM items WHERE site_id = $site").first<{ count: number }>();
  // Navigation is saved last: items without it mean an earlier seed was interrupted.
  const complete = await db.prepare("SELECT 1 AS done FROM site_documents WHERE site_id = $site AND key = 'navigation'").first();
  if (existing && existing.count > 0 && complete) {
    console.log(`${site.name}: Demo content already present (${existing.count} items): nothing to seed.`);
  } else if (existing && existing.count > 0) {
    console.error(`${site.name}: local data holds an interrupted seed. Run \`npm run db:reset\` to start from clean demo content.`);
    process.exitCode = 1;
  } else {
    await seed(db);
    const after = await db.prepare("SELECT COUNT(*) AS count FROM items WHERE site_id = $site").first<{ count: number }>();
    console.log(`${site.name}: Demo content seeded: ${after?.count ?? 0} items.`);
  }
}

/**
 * R2 through the local platform proxy: the proxy closes keep-alive sockets idle for ~5 s, and drawing a demo
 * picture can block the event loop that long, so the next put may go out on a closed socket ("fetch failed:
 * other side closed"). A put of the same key and bytes is idempotent, and so is the head that checks a key is
 * free before it (putMediaObject), so both are retried.
 */
function retryingPuts(bucket: R2Bucket): R2Bucket {
  const put = retried(bucket.put.bind(bucket) as (...args: Parameters<R2Bucket["put"]>) => Promise<R2Object | null>);
  const head = retried(bucket.head.bind(bucket));
  return new Proxy(bucket, { get: (target, property) => (property === "put" ? put : property === "head" ? head : Reflect.get(target, property, target)) });
}
