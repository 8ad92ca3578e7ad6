import { z } from "zod";
import { siteIdSchema } from "../sites/site";
import { hashPassword } from "./password";

export const editorAccountSchema = z.object({
  email: z
    .email()
    .max(200)
    .transform((email) => email.toLowerCase()),
  role: z.enum(["admin", "optician"]),
  password: z.string().min(12, "at least 12 characters").max(200),
  /** Sites an optician may edit (memberships); admins edit every site. */
  sites: z.array(siteIdSchema).default([]),
});

/**
 * Creates an editor account, or resets its role and password (and ends its sessions on every site) if it exists;
 * adds the given site memberships. Accounts are global, so this works on the unscoped binding.
 */
export async function createEditorAccount(db: D1Database, input: z.input<typeof editorAccountSchema>): Promise<void> {
  const account = editorAccountSchema.parse(input);
  const { hash, salt, iterations } = await hashPassword(account.password);
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, email, role, password_hash, password_salt, password_iterations) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT(email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, password_salt = excluded.password_salt, password_iterations = excluded.password_iterations`,
      )
      .bind(crypto.randomUUID(), account.email, account.role, hash, salt, iterations),
    db.prepare("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?1)").bind(account.email),
    ...account.sites.map((siteId) =>
      db
        .prepare(
          "INSERT OR IGNORE INTO memberships (user_id, site_id) SELECT id, ?2 FROM users WHERE email = ?1 AND EXISTS (SELECT 1 FROM sites WHERE id = ?2)",
        )
        .bind(account.email, siteId),
    ),
  ]);
}
