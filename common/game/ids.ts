/**
 * A new client-made id (game, player or operation): 16 characters of base64url from 12 random bytes.
 * crypto.getRandomValues works on plain http too, unlike crypto.randomUUID (a phone on the LAN during a test).
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}
