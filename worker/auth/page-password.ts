import { hashPassword, verifyPassword } from "./password";

/**
 * A page's password as stored in its meta: PBKDF2 (worker/auth/password.ts) in one string,
 * "pbkdf2-sha256$iterations$salt$hash", so drafts, published states and history never hold the password itself.
 * A value without the prefix was stored before passwords were hashed and is compared as it is.
 */
const PREFIX = "pbkdf2-sha256$";

export async function sealPagePassword(password: string): Promise<string> {
  const { iterations, salt, hash } = await hashPassword(password);
  return `${PREFIX}${iterations}$${salt}$${hash}`;
}

/** True when the visitor's password matches the stored one (constant time either way). */
export async function checkPagePassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(PREFIX)) return equalDigests(password, stored);
  const [iterations, salt, hash] = stored.slice(PREFIX.length).split("$");
  const count = Number(iterations);
  if (!salt || !hash || !Number.isInteger(count) || count < 1) return false;
  return verifyPassword(password, { iterations: count, salt, hash });
}

async function equalDigests(a: string, b: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}
