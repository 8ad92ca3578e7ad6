// Creates an editor account or resets its role and password, locally or in the deployed database.
//   npm run editor:account -- --email lea@example.ch --role optician --site main [--site other] [--password "…"] [--remote]
// Without --password a strong one is generated and printed once.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { createEditorAccount, editorAccountSchema } from "../worker/auth/accounts";
import { hashPassword } from "../worker/auth/password";
import { withStorage } from "./storage";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string", default: "optician" },
    password: { type: "string" },
    remote: { type: "boolean", default: false },
    site: { type: "string", multiple: true, default: [] },
  },
});
const generated = values.password ? null : Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
const parsed = editorAccountSchema.safeParse({ email: values.email, role: values.role, password: values.password ?? generated, sites: values.site });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}
const account = parsed.data;

if (values.remote) {
  // The deployed database is reached through wrangler; the hash is computed here with the same PBKDF2 code.
  const { hash, salt, iterations } = await hashPassword(account.password);
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const sqlText = [
    `INSERT INTO users (id, email, role, password_hash, password_salt, password_iterations) VALUES (${quote(crypto.randomUUID())}, ${quote(account.email)}, ${quote(account.role)}, ${quote(hash)}, ${quote(salt)}, ${iterations})`,
    "ON CONFLICT(email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, password_salt = excluded.password_salt, password_iterations = excluded.password_iterations;",
    `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${quote(account.email)});`,
    ...account.sites.map(
      (siteId) =>
        `INSERT OR IGNORE INTO memberships (user_id, site_id) SELECT id, ${quote(siteId)} FROM users WHERE email = ${quote(account.email)} AND EXISTS (SELECT 1 FROM sites WHERE id = ${quote(siteId)});`,
    ),
  ].join(" ");
  execFileSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "d1", "execute", "DB", "--remote", "--command", sqlText], { stdio: "inherit" });
} else {
  await withStorage(false, ({ DB }) => createEditorAccount(DB, account));
}
const where = account.role === "admin" ? "every site" : account.sites.length ? `sites ${account.sites.join(", ")}` : "no site yet (add --site)";
console.log(`Editor ${account.email} (${account.role}, ${where}) ${values.remote ? "in the deployed database" : "locally"} is ready.`);
if (generated) console.log(`Password (shown once): ${generated}`);
