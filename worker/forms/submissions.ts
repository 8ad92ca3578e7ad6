import type { Locale } from "../../common/locales";
import { settingsSchema } from "../../common/settings";
import { siteConfig } from "../site-config";
import { confirmationMail, type FormName, notificationMail } from "./mail";

export const MAX_MAIL_ATTEMPTS = 8;
/** Backoff before the next attempt: 5 min, 10, 20, … capped at 6 h. */
export const retryDelayMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

/** Stores an accepted submission; nothing is sent before this row exists. */
export async function storeSubmission(db: D1Database, form: FormName, locale: Locale, payload: Record<string, unknown>, senderEmail: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.prepare("INSERT INTO submissions (id, form, locale, payload, sender_email) VALUES (?1, ?2, ?3, ?4, ?5)").bind(id, form, locale, JSON.stringify(payload), senderEmail).run();
  return id;
}

/** The recipient of notifications: the site's contact e-mail from the settings, never from a request. */
async function siteRecipient(db: D1Database): Promise<string | null> {
  const row = await db.prepare("SELECT value FROM site_documents WHERE key = 'settings'").first<{ value: string }>();
  const email = row ? settingsSchema.parse(JSON.parse(row.value)).contact.email : "";
  return email || null;
}

type Row = { id: string; form: FormName; locale: Locale; payload: string; sender_email: string; attempts: number };

/**
 * Sends the notification and the sender's confirmation of one submission. On failure the row is marked for a
 * later retry (the scheduled handler), and after MAX_MAIL_ATTEMPTS it is given up, still stored.
 */
export async function deliverSubmission(env: Pick<Env, "DB" | "EMAIL" | "MAIL_FROM" | "SITE_LOCALES" | "SITE_NAME">, id: string, now = new Date()): Promise<"sent" | "retry" | "gave_up"> {
  const row = await env.DB.prepare("SELECT id, form, locale, payload, sender_email, attempts FROM submissions WHERE id = ?1").bind(id).first<Row>();
  if (!row) throw new Error(`submission ${id} not found`);
  const attempts = row.attempts + 1;
  try {
    const to = await siteRecipient(env.DB);
    if (!to) throw new Error("no contact e-mail in the site settings");
    const { siteName } = siteConfig(env);
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    await env.EMAIL.send({ from: env.MAIL_FROM, to, replyTo: row.sender_email, ...notificationMail(row.form, payload, row.locale, siteName) });
    await env.EMAIL.send({ from: env.MAIL_FROM, to: row.sender_email, ...confirmationMail(row.form, payload, row.locale, siteName) });
    await env.DB.prepare("UPDATE submissions SET mail_status = 'sent', attempts = ?2, last_error = NULL, next_attempt_at = NULL WHERE id = ?1").bind(id, attempts).run();
    return "sent";
  } catch (error) {
    const status = attempts >= MAX_MAIL_ATTEMPTS ? "gave_up" : "retry";
    const next = status === "retry" ? new Date(now.getTime() + retryDelayMs(attempts)).toISOString() : null;
    console.error("form mail failed", id, error);
    await env.DB.prepare("UPDATE submissions SET mail_status = ?2, attempts = ?3, last_error = ?4, next_attempt_at = ?5 WHERE id = ?1")
      .bind(id, status, attempts, String(error instanceof Error ? error.message : error).slice(0, 500), next)
      .run();
    return status;
  }
}

/** The scheduled retry: every submission whose mail is due again. */
export async function retryDueSubmissions(env: Parameters<typeof deliverSubmission>[0], now = new Date()): Promise<number> {
  // A pending row younger than 2 minutes is still being sent by its own request: leave it to that request.
  const settled = new Date(now.getTime() - 2 * 60_000).toISOString();
  const { results } = await env.DB.prepare(
    "SELECT id FROM submissions WHERE (mail_status = 'retry' AND next_attempt_at <= ?1) OR (mail_status = 'pending' AND created_at <= ?2) ORDER BY created_at LIMIT 50",
  )
    .bind(now.toISOString(), settled)
    .all<{ id: string }>();
  for (const { id } of results) await deliverSubmission(env, id, now);
  return results.length;
}
