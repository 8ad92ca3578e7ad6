import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { database } from "../content/pages";
import { siteDb, type SiteDb } from "../sites/site-db";
import { findSiteByHost, forgetSites } from "../sites/site-lookup";
import { saveSite } from "../sites/site-admin";
import type { SiteRecord } from "../sites/site";
import worker from "../index";
import { seedDemoSite } from "../../scripts/seed/demo-site";
import { createEditorAccount } from "../auth/accounts";

export const ORIGIN = "https://site.test";

/** The site tests address at ORIGIN: the migration's site "main", moved to the test host by the setup file. */
export const TEST_SITE: SiteRecord = {
  id: "main",
  name: "Optik Seeblick",
  primaryHost: "site.test",
  aliasHosts: [],
  locales: ["de", "fr"],
  programs: ["optician", "golf"],
  isDefault: true,
};

/** The test site's scoped D1 binding (what `c.var.db` is in its requests). */
export const testDb = (): SiteDb => siteDb(env.DB, TEST_SITE.id);

/** Writes a site row and forgets this isolate's cached site rows, so the next request sees it. */
export async function putSite(record: SiteRecord): Promise<void> {
  await saveSite(env.DB, record);
  forgetSites();
}

/** Loads the demo site through the content functions (the same path as `npm run dev`). */
export async function seedDemo(): Promise<void> {
  await seedDemoSite(database(testDb()), env.PAGE_CACHE, env.MEDIA, ["de", "fr"]);
}

/** Statement methods that send the statement to D1 by itself (a batch sends its statements in one call). */
const SENDING = new Set(["all", "first", "run", "raw"]);

/**
 * Wraps the D1 binding to count prepared statements and round trips (a batch, or a statement sent by itself):
 * the page-cache and query budget tests read them.
 */
export function countingD1(db: D1Database) {
  let statements = 0;
  let roundTrips = 0;
  const unwrapped = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...values: unknown[]) => counted(target.bind(...values));
        if (typeof prop === "string" && SENDING.has(prop)) roundTrips++;
        return value.bind(target);
      },
    });
    unwrapped.set(wrapper, statement);
    return wrapper;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          statements++;
          return counted(target.prepare(query));
        };
      }
      if (prop === "batch") {
        return (list: D1PreparedStatement[]) => {
          roundTrips++;
          // The real statements: the binding checks that a batch holds its own statement objects.
          return target.batch(list.map((statement) => unwrapped.get(statement) ?? statement));
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, statements: () => statements, roundTrips: () => roundTrips };
}

/** Wraps a KV binding to count its read calls (a multi-key get is one call). */
export function countingKv(kv: KVNamespace) {
  let reads = 0;
  const keys: string[] = [];
  const proxy = new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (prop === "get" || prop === "getWithMetadata") {
        reads++;
        return (key: string | string[], ...rest: unknown[]) => {
          keys.push(...(Array.isArray(key) ? key : [key]));
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
        };
      }
      return value.bind(target);
    },
  });
  return { kv: proxy, reads: () => reads, keysRead: () => [...keys] };
}

/** Sends a request through the worker's fetch handler and waits for its background work (cache writes). */
export async function request(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}, origin = ORIGIN) {
  const ctx = createExecutionContext();
  const incoming = new Request(new URL(path, origin), init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(incoming, { ...env, ...overrides } as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, status: response.status, headers: response.headers };
}

/**
 * A page request with its D1 statement count. The site row is read first, outside the count: it is cached per
 * isolate (decision 010), so the count is what a request costs once the isolate knows the site.
 */
export async function requestCounting(path: string, init: RequestInit = {}) {
  await findSiteByHost(env.DB, new URL(ORIGIN).hostname);
  const counter = countingD1(env.DB);
  const kv = countingKv(env.PAGE_CACHE);
  const result = await request(path, init, { DB: counter.db, PAGE_CACHE: kv.kv });
  return { ...result, statements: counter.statements(), d1RoundTrips: counter.roundTrips(), kvReads: kv.reads(), kvKeys: kv.keysRead() };
}

/** Creates an editor account and signs it in; returns the Cookie header value of its session. */
export async function signIn(
  role: "admin" | "optician" = "admin",
  email = `${role}@site.test`,
  origin = ORIGIN,
  sites: string[] = [TEST_SITE.id],
): Promise<string> {
  const password = "correct horse battery staple";
  await createEditorAccount(env.DB, { email, role, password, sites });
  const { status, headers } = await request(
    "/api/v1/auth/login",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ email, password }),
    },
    {},
    origin,
  );
  if (status !== 200) throw new Error(`sign-in failed with ${status}`);
  return headers.get("Set-Cookie")!.split(";")[0]!;
}

/** A same-origin JSON POST, optionally with a session cookie. */
export function postJson(path: string, body: unknown, cookie?: string) {
  return request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
