import { z } from "zod";
import type { Locale } from "../../common/locales";
import { parseJson } from "../../common/parse-json";
import { type SiteDb, siteDb } from "../sites/site-db";
import { confirmationMail, type FormName, notificationMail } from "./mail";

export const MAX_MAIL_ATTEMPTS = 8;
/** Backoff before the next attempt: 5 min, 10, 20, … capped at 6 h. */
export const retryDelayMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

/** A stored submission's fields (its row's payload column), as the form's schema accepted them. */
const storedPayloadSchema = z.record(z.string(), z.unknown());
export const storedPayload = (json: string): Record<string, unknown> => parseJson(storedPayloadSchema, json);

/** Stores an accepted submission; nothing is sent before this row exists. */
export async function storeSubmission(db: SiteDb, form: FormName, locale: Locale, payload: Record<string, unknown>, senderEmail: string): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare("INSERT INTO submissions (site_id, id, form, locale, payload, sender_email) VALUES ($site, ?1, ?2, ?3, ?4, ?5)")
    .bind(id, form, locale, JSON.stringify(payload), senderEmail)
    .run();
  return id;
}

/** The recipient of notifications: the contact e-mail of the site owner's business record, never from a request. */
async function siteRecipient(db: SiteDb): Promise<string | null> {
  const row = await db.prepare("SELECT contact_email AS email FROM businesses WHERE site_id = $site AND is_site_owner = 1 LIMIT 1").first<{ email: string }>();
  return row?.email || null;
}

type Row = { id: string; form: FormName; locale: Locale; payload: string; sender_email: string; attempts: number; site_name: string };

/**
 * Sends the notification and the sender's confirmation of one submission. On failure the row is marked for a
 * later retry (the scheduled handler), and after MAX_MAIL_ATTEMPTS it is given up, still stored.
 */
export async function deliverSubmission(
  env: Pick<Env, "DB" | "EMAIL" | "MAIL_FROM">,
  siteId: string,
  id: string,
  now = new Date(),
): Promise<"sent" | "retry" | "gave_up"> {
  const db = siteDb(env.DB, siteId);
  const row = await db
    .prepare(
      "SELECT id, form, locale, payload, sender_email, attempts, (SELECT name FROM sites WHERE id = $site) AS site_name FROM submissions WHERE site_id = $site AND id = ?1",
    )
    .bind(id)
    .first<Row>();
  if (!row) throw new Error(`submission ${id} not found`);
  const attempts = row.attempts + 1;
  try {
    const to = await siteRecipient(db);
    if (!to) throw new Error("no contact e-mail in the site settings");
    const siteName = row.site_name;
    const payload = storedPayload(row.payload);
    await env.EMAIL.send({ from: env.MAIL_FROM, to, replyTo: row.sender_email, ...notificationMail(row.form, payload, row.locale, siteName) });
    await env.EMAIL.send({ from: env.MAIL_FROM, to: row.sender_email, ...confirmationMail(row.form, payload, row.locale, siteName) });
    await db
      .prepare("UPDATE submissions SET mail_status = 'sent', attempts = ?2, last_error = NULL, next_attempt_at = NULL WHERE site_id = $site AND id = ?1")
      .bind(id, attempts)
      .run();
    return "sent";
  } catch (error) {
    const status = attempts >= MAX_MAIL_ATTEMPTS ? "gave_up" : "retry";
    const next = status === "retry" ? new Date(now.getTime() + retryDelayMs(attempts)).toISOString() : null;
    console.error("form mail failed", id, error);
    await db
      .prepare("UPDATE submissions SET mail_status = ?2, attempts = ?3, last_error = ?4, next_attempt_at = ?5 WHERE site_id = $site AND id = ?1")
      .bind(id, status, attempts, String(error instanceof Error ? error.message : error).slice(0, 500), next)
      .run();
    return status;
  }
}

/** The scheduled retry: every submission whose mail is due again, on every site (the one cross-site maintenance query). */
export async function retryDueSubmissions(env: Parameters<typeof deliverSubmission>[0], now = new Date()): Promise<number> {
  // A pending row younger than 2 minutes is still being sent by its own request: leave it to that request.
  const settled = new Date(now.getTime() - 2 * 60_000).toISOString();
  const { results } = await env.DB.prepare(
    "SELECT id, site_id FROM submissions WHERE (mail_status = 'retry' AND next_attempt_at <= ?1) OR (mail_status = 'pending' AND created_at <= ?2) ORDER BY created_at LIMIT 50",
  )
    .bind(now.toISOString(), settled)
    .all<{ id: string; site_id: string }>();
  for (const { id, site_id } of results) await deliverSubmission(env, site_id, id, now);
  return results.length;
}
