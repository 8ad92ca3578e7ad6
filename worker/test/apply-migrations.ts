import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";

import { forgetSites } from "../sites/site-lookup";

// Runs before each test file; storage is isolated per file, and applying is idempotent.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
// The migration's site "main" answers the tests' host (https://site.test) and is the demo site (optician and golf
// programs, as TEST_SITE says); cached site rows of other files are dropped.
await env.DB.prepare("UPDATE sites SET primary_host = 'site.test', name = 'Optik Seeblick', programs = '[\"optician\",\"golf\"]' WHERE id = 'main'").run();
forgetSites();
