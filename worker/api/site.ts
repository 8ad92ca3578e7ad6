import { Hono } from "hono";
import { RESTRICTED_ACTIONS } from "../../common/editor/permissions";
import { z } from "zod";
import { changelogEntrySchema, changelogQuerySchema, changelogSeenSchema, opticianResetSchema } from "../../common/content-api";
import { flatItems, navigationSchema } from "../../common/navigation";
import { defaultSettings, settingsSchema } from "../../common/settings";
import type { AppEnv } from "../app-env";
import { requireEditor } from "../auth/guards";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { database } from "../content/pages";
import { readSettings, saveNavigation, saveSettings } from "../content/site";
import { readBusinessRecord, saveBusinessRecord } from "../content/business-record";
import { businessRecordSchema } from "../../common/business-record";
import { localeSchema } from "../../common/locales";
import type { SiteDb } from "../sites/site-db";
import { outsideConfig } from "../outside/config";
import { refreshSiteFeed } from "../outside/refresh";
import { currentSite } from "../outside/site";

const readDocument = async (db: SiteDb, key: "settings" | "navigation") =>
  (await db.prepare("SELECT value FROM site_documents WHERE site_id = $site AND key = ?1").bind(key).first<{ value: string }>())?.value;
const documentVersion = async (db: SiteDb, key: "settings" | "navigation") =>
  (await db.prepare("SELECT version FROM site_documents WHERE site_id = $site AND key = ?1").bind(key).first<{ version: number }>())?.version ?? 0;
/** POST /settings and /navigation name the version they are based on in the query (the body is the document). */
const versionQuery = z.object({ version: z.coerce.number().int().min(0).optional() });

/** GET/POST /settings: the whole settings object, validated; saving revalidates every page. */
export const settingsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const raw = await readDocument(c.var.db, "settings");
    return c.json({ ...(raw ? settingsSchema.parse(JSON.parse(raw)) : defaultSettings()), version: await documentVersion(c.var.db, "settings") });
  })
  .post("/", validate("query", versionQuery), validate("json", settingsSchema), async (c) => {
    const before = await readSettings(c.var.db);
    const saved = await saveSettings(database(c.var.db), c.env.PAGE_CACHE, c.req.valid("json"), {
      userId: c.get("editor").id,
      baseVersion: c.req.valid("query").version,
    });
    // A changed feed is fetched now, not at the next hourly refresh.
    if (saved.socialAccounts.feed !== before.socialAccounts.feed) {
      c.executionCtx.waitUntil(refreshSiteFeed(c.env, c.var.db, outsideConfig(c.env, new URL(c.req.url).origin), currentSite(c)));
    }
    return c.json(saved);
  });

/** GET/POST /navigation: containers with page items and their sub-items (two levels, decision 055); every page must exist. */
export const navigationApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const raw = await readDocument(c.var.db, "navigation");
    return c.json({ ...(raw ? navigationSchema.parse(JSON.parse(raw)) : { containers: [] }), version: await documentVersion(c.var.db, "navigation") });
  })
  .post("/", validate("query", versionQuery), validate("json", navigationSchema), async (c) => {
    const navigation = c.req.valid("json");
    const pageIds = [...new Set(navigation.containers.flatMap((container) => flatItems(container).map((item) => item.page)))];
    if (pageIds.length) {
      // One bound parameter holding every id (D1 binds at most 100 per statement; a navigation holds up to 21,000 with sub-items).
      const { results } = await c.var.db
        .prepare("SELECT value AS id FROM json_each(?1) WHERE value NOT IN (SELECT id FROM items WHERE site_id = $site AND type = 'page')")
        .bind(JSON.stringify(pageIds))
        .all<{ id: string }>();
      const missing = results.map((r) => r.id);
      if (missing.length) throw new ApiError(400, "unknown_page", `Unbekannte Seite: ${missing.join(", ")}`);
    }
    return c.json(
      await saveNavigation(database(c.var.db), c.env.PAGE_CACHE, navigation, { userId: c.get("editor").id, baseVersion: c.req.valid("query").version }),
    );
  });

/**
 * GET /changelog (unseen entries, or all with showAll), POST /changelog (dates seen by this editor) and POST
 * /changelog/entries (admins add an entry; the changelog is the product's, shared by every site; one entry a day).
 */
export const changelogApi = new Hono<AppEnv>()
  .get("/", validate("query", changelogQuerySchema), async (c) => {
    const { language, showAll } = c.req.valid("query");
    const column = language === "fr" ? "text_fr" : "text_de";
    const { results } = await c.var.db
      .prepare(
        `SELECT date, ${column} AS text FROM changelog WHERE ?1 = 'true' OR date NOT IN (SELECT date FROM changelog_seen WHERE site_id = $site AND user_id = ?2) ORDER BY date DESC`,
      )
      .bind(showAll, c.get("editor").id)
      .all<{ date: string; text: string }>();
    return c.json({ entries: results });
  })
  .post("/", validate("json", changelogSeenSchema), async (c) => {
    const { dates } = c.req.valid("json");
    if (dates.length) {
      await c.var.db.batch(
        dates.map((date) =>
          c.var.db.prepare("INSERT OR IGNORE INTO changelog_seen (site_id, user_id, date) VALUES ($site, ?1, ?2)").bind(c.get("editor").id, date),
        ),
      );
    }
    return c.json({ ok: true });
  })
  .post("/entries", requireEditor(RESTRICTED_ACTIONS.addChangelogEntry), validate("json", changelogEntrySchema), async (c) => {
    const { date, textDe, textFr } = c.req.valid("json");
    const existing = await c.var.db.prepare("SELECT 1 FROM changelog WHERE date = ?1").bind(date).first();
    if (existing) throw new ApiError(409, "changelog_date_exists", `Für den ${date} gibt es schon einen Eintrag`);
    await c.var.db.prepare("INSERT INTO changelog (id, date, text_de, text_fr) VALUES (?1, ?2, ?3, ?4)").bind(crypto.randomUUID(), date, textDe, textFr).run();
    return c.json({ date, textDe, textFr }, 201);
  });

/** The language the record's page names are given in (where a branch is used). */
const recordQuery = z.object({ lang: localeSchema.default("de") });

/**
 * GET /optician: the site owner's business data; POST resets the footer to a branch of it (admin only).
 * GET/PUT /optician/record: the business panel's record (name, contact e-mail, branches with hours), for every
 * editor of the site; saving revalidates every page of the site.
 */
export const opticianApi = new Hono<AppEnv>()
  .get("/record", validate("query", recordQuery), async (c) => c.json(await readBusinessRecord(c.var.db, c.req.valid("query").lang)))
  .put("/record", validate("query", recordQuery), validate("json", businessRecordSchema), async (c) =>
    c.json(await saveBusinessRecord(c.var.db, c.env.PAGE_CACHE, c.req.valid("json"), c.req.valid("query").lang)),
  )
  .get("/", async (c) => {
    const { results } = await c.var.db
      .prepare(
        "SELECT b.id AS businessId, b.name AS businessName, r.id, r.name, r.street, r.street_number AS streetNumber, r.zip, r.city, r.phone, r.email FROM businesses b JOIN branches r ON r.site_id = $site AND r.business_id = b.id WHERE b.site_id = $site AND b.is_site_owner = 1 ORDER BY r.position, r.rowid",
      )
      .all();
    if (results.length === 0) throw new ApiError(404, "no_locations", "No locations available");
    return c.json({
      business: { id: results[0]!.businessId, name: results[0]!.businessName },
      branches: results.map(({ businessId: _b, businessName: _n, ...branch }) => branch),
    });
  })
  .post("/", requireEditor(RESTRICTED_ACTIONS.resetFooter), validate("json", opticianResetSchema), async (c) => {
    const branch = await c.var.db
      .prepare(
        "SELECT r.id FROM branches r JOIN businesses b ON b.site_id = $site AND b.id = r.business_id WHERE r.site_id = $site AND r.id = ?1 AND b.is_site_owner = 1",
      )
      .bind(c.req.valid("json").branchId)
      .first();
    if (!branch) throw new ApiError(404, "branch_not_found", "Branch ID not found");
    const raw = await readDocument(c.var.db, "settings");
    const settings = raw ? settingsSchema.parse(JSON.parse(raw)) : defaultSettings();
    const reset = { ...settings, footer: { ...settings.footer, useBusinessDataFromLookUp: true, street: "", city: "", email: "", phone: "" } };
    return c.json(await saveSettings(database(c.var.db), c.env.PAGE_CACHE, reset, { userId: c.get("editor").id }));
  });
