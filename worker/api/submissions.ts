import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { fieldLines } from "../forms/mail";
import { storedPayload } from "../forms/submissions";
import { validate } from "../http/validate";
import type { SiteDb } from "../sites/site-db";

type Row = { id: string; form: string; locale: string; payload: string; sender_email: string; mail_status: string; attempts: number; created_at: string };

/** Lists the site's submissions, newest first. */
export async function listSubmissions(db: SiteDb, limit = 500): Promise<Row[]> {
  const { results } = await db
    .prepare(
      "SELECT id, form, locale, payload, sender_email, mail_status, attempts, created_at FROM submissions WHERE site_id = $site ORDER BY created_at DESC LIMIT ?1",
    )
    .bind(limit)
    .all<Row>();
  return results;
}

/** A CSV cell: quoted, quotes doubled, and a leading =,+,-,@ neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** GET /submissions (JSON) and GET /submissions/csv (download), for editors. */
export const submissionsApi = new Hono<AppEnv>()
  .get("/", validate("query", z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) })), async (c) => {
    const rows = await listSubmissions(c.var.db, c.req.valid("query").limit);
    return c.json({ submissions: rows.map((row) => ({ ...row, payload: storedPayload(row.payload) })) });
  })
  .get("/csv", async (c) => {
    const rows = await listSubmissions(c.var.db);
    const lines = [["created_at", "form", "locale", "email", "mail_status", "fields"].map(csvCell).join(",")];
    for (const row of rows)
      lines.push(
        [row.created_at, row.form, row.locale, row.sender_email, row.mail_status, fieldLines(storedPayload(row.payload), row.locale)].map(csvCell).join(","),
      );
    return c.body(`\uFEFF${lines.join("\r\n")}\r\n`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="submissions.csv"',
      "Cache-Control": "private, no-store",
    });
  });
