import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, postJson, request, seedDemo, signIn } from "../test/helpers";
import { createEditorAccount } from "./accounts";
import { hashPassword, MAX_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, verifyPassword } from "./password";

beforeAll(seedDemo);

const login = (body: unknown, ip = "198.51.100.1") =>
  request("/api/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });

describe("passwords", () => {
  it("uses PBKDF2 with at most 100,000 iterations, stored with the hash", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("a long passphrase");
    expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
    expect(await verifyPassword("a long passphrase", stored)).toBe(true);
    expect(await verifyPassword("a long passphrasE", stored)).toBe(false);
    await expect(hashPassword("x", 100_001)).rejects.toThrow(/refused/);
    await createEditorAccount(env.DB, { email: "Stored@Site.test", role: "optician", password: "another passphrase" });
    const row = await env.DB.prepare("SELECT email, password_iterations FROM users WHERE email = 'stored@site.test'").first();
    expect(row).toEqual({ email: "stored@site.test", password_iterations: 100_000 });
  });
});

describe("sessions", () => {
  it("sets a __Host- cookie that is Secure, HttpOnly and SameSite=Lax, with a new id at every login", async () => {
    await createEditorAccount(env.DB, { email: "lea@site.test", role: "admin", password: "correct horse battery" });
    const first = await login({ email: "lea@site.test", password: "correct horse battery" });
    const second = await login({ email: "lea@site.test", password: "correct horse battery" });
    const cookie = first.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-session=[0-9a-f]{64}; Max-Age=43200; Path=\//);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Domain");
    expect(second.headers.get("Set-Cookie")!.split(";")[0]).not.toBe(cookie.split(";")[0]);
  });

  it("refuses a wrong password and an unknown account alike", async () => {
    await createEditorAccount(env.DB, { email: "marco@site.test", role: "admin", password: "correct horse battery" });
    expect((await login({ email: "marco@site.test", password: "wrong" })).status).toBe(401);
    expect((await login({ email: "nobody@site.test", password: "wrong" })).status).toBe(401);
  });

  it("rejects a malformed login with a 400 naming the field", async () => {
    const { status, body } = await login({ email: "not-an-email", password: "" });
    expect(status).toBe(400);
    expect(JSON.parse(body).issues.map((i: { field: string }) => i.field)).toEqual(["email", "password"]);
  });

  it("rate-limits logins per client with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login({ email: "x@site.test", password: "y" }, "203.0.113.9")).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ends the session at logout", async () => {
    const cookie = await signIn("admin", "logout@site.test");
    expect((await request("/api/v1/auth/me", { headers: { Cookie: cookie } })).status).toBe(200);
    await postJson("/api/v1/auth/logout", undefined, cookie);
    expect((await request("/api/v1/auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("does not accept an expired session", async () => {
    const cookie = await signIn("admin", "expired@site.test");
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await request("/api/v1/auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("ends the sessions of an account whose password is reset", async () => {
    const cookie = await signIn("admin", "reset@site.test");
    await createEditorAccount(env.DB, { email: "reset@site.test", role: "admin", password: "a brand new passphrase" });
    expect((await request("/api/v1/auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe("state-changing requests", () => {
  it("are refused from another origin or without an Origin header, even with a session", async () => {
    const cookie = await signIn("admin", "origin@site.test");
    const foreign = await request("/api/v1/revalidate/full", { method: "POST", headers: { Origin: "https://evil.test", Cookie: cookie } });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error).toBe("bad_origin");
    expect((await request("/api/v1/revalidate/full", { method: "POST", headers: { Cookie: cookie } })).status).toBe(403);
    expect((await postJson("/api/v1/revalidate/full", undefined, cookie)).status).toBe(200);
  });
});

describe("login page", () => {
  it("signs in through the HTML form and returns to a same-site path only", async () => {
    await createEditorAccount(env.DB, { email: "form@site.test", role: "admin", password: "correct horse battery" });
    const form = (next: string) =>
      request("/api/v1/auth/login", {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.77", Referer: `${ORIGIN}/de/login` },
        body: new URLSearchParams({ email: "form@site.test", password: "correct horse battery", next }).toString(),
      });
    expect((await form("/de/edit/ueber-uns")).headers.get("Location")).toBe("/de/edit/ueber-uns?toolbar=1");
    // A target off the site falls back to the home page in edit mode (as no target does).
    expect((await form("//evil.test/x")).headers.get("Location")).toBe("/de/edit?toolbar=1");
    expect((await form("https://evil.test")).headers.get("Location")).toBe("/de/edit?toolbar=1");
  });

  it("shows the form, and an error after a failed attempt", async () => {
    expect((await request("/de/login")).body).toContain('action="/api/v1/auth/login"');
    const failed = await request("/fr/login?error=1&next=%2Ffr%2Fedit");
    expect(failed.body).toContain("E-mail ou mot de passe incorrect.");
    expect(failed.body).toContain('<input type="hidden" name="next" value="/fr/edit"/>');
    expect(failed.headers.get("X-Cache")).toBe("BYPASS");
  });
});
