import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createEditorAccount } from "../auth/accounts";
import { ORIGIN, request, seedDemo } from "../test/helpers";

beforeAll(async () => {
  await seedDemo();
  await createEditorAccount(env.DB, { email: "form@site.test", role: "admin", password: "correct horse battery" });
});
afterEach(() => vi.restoreAllMocks());

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;
const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": nextAddress(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const login = (next: string, headers: Record<string, string> = {}) =>
  formPost("/api/v1/auth/login", { email: "form@site.test", password: "correct horse battery", next }, headers);

describe("redirect after login and page unlock", () => {
  it("does not follow a TAB, backslash or other trick out of the site after a successful login", async () => {
    for (const next of ["/\t/evil.test", "/\\evil.test", "\t//evil.test", "https:evil.test", "/%09/evil.test"]) {
      const response = await login(next);
      expect(response.status, JSON.stringify(next)).toBe(303);
      const location = response.headers.get("Location")!;
      expect(new URL(location, ORIGIN).origin, JSON.stringify(next)).toBe(ORIGIN);
    }
    // Signing in is for editing: an edit-mode target opens with the toolbar (issue 45).
    expect((await login("/de/edit/ueber-uns?x=1")).headers.get("Location")).toBe("/de/edit/ueber-uns?x=1&toolbar=1");
  });

  it("keeps the new session and answers 303 to the home page in edit mode when next holds CR, LF or NUL", async () => {
    for (const next of ["/de\r\nSet-Cookie: a=b", "/de\n", "/de\u0000x"]) {
      const response = await login(next);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/de/edit?toolbar=1");
      expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-session=/);
    }
  });

  it("does the same for the page password form", async () => {
    for (const next of ["/\t/evil.test", "/de\r\n", "//evil.test"]) {
      const response = await formPost("/api/v1/page/unlock", { pageId: "no-such-page", password: "x", next });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/?error=1");
    }
  });

  it("answers a failed form login with the login page, whatever the Referer", async () => {
    for (const referer of ["not a url", "/de/login", "https://evil.test/de/login", "http://[::1"]) {
      const response = await formPost("/api/v1/auth/login", { email: "nope", password: "" }, { Referer: referer });
      expect(response.status, referer).toBe(303);
      expect(response.headers.get("Location"), referer).toBe("/de/login?error=1");
    }
    const fromFrench = await formPost(
      "/api/v1/auth/login",
      { email: "form@site.test", password: "wrong", next: "/fr/edit" },
      { Referer: `${ORIGIN}/fr/login` },
    );
    expect(fromFrench.headers.get("Location")).toBe("/fr/login?error=1&next=%2Ffr%2Fedit");
  });
});

describe("signing in without a target", () => {
  // Own accounts: the tests above use up the per-account login limit of form@site.test.
  const signIn = async (email: string, fields: Record<string, string>) => {
    await createEditorAccount(env.DB, { email, role: "admin", password: "correct horse battery" });
    return formPost("/api/v1/auth/login", { email, password: "correct horse battery", ...fields });
  };

  it("opens the home page in edit mode: the login page sends its locale's, a form without next gets the default locale's", async () => {
    expect((await signIn("empty-next@site.test", { next: "" })).headers.get("Location")).toBe("/de/edit?toolbar=1");
    expect((await signIn("no-next@site.test", {})).headers.get("Location")).toBe("/de/edit?toolbar=1");
    for (const locale of ["de", "fr"]) {
      const page = await request(`/${locale}/login`);
      expect(page.body).toContain(`<input type="hidden" name="next" value="/${locale}/edit"/>`);
    }
    expect((await request("/de/login?next=%2Fde%2Fedit%2Fueber-uns")).body).toContain('name="next" value="/de/edit/ueber-uns"');
  });

  it("sets the editor cookie (readable by the page's script, same lifetime as the session) and clears both at sign-out", async () => {
    const { response } = await signIn("cookie@site.test", { next: "/de" });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("__Host-session="))!;
    const editor = cookies.find((cookie) => cookie.startsWith("editor="))!;
    expect(editor).toMatch(/^editor=1; /);
    expect(editor).not.toMatch(/HttpOnly/i);
    expect(editor).toMatch(/SameSite=Lax/);
    expect(editor).toMatch(/Path=\//);
    expect(editor).not.toMatch(/Domain=/i);
    expect(editor.match(/Max-Age=\d+/)?.[0]).toBe(session.match(/Max-Age=\d+/)?.[0]);
    const out = await formPost("/api/v1/auth/logout", {}, { Cookie: session.split(";")[0]! });
    const cleared = out.response.headers.getSetCookie();
    expect(cleared.find((cookie) => cookie.startsWith("editor="))).toMatch(/Max-Age=0/);
    expect(cleared.find((cookie) => cookie.startsWith("__Host-session="))).toMatch(/Max-Age=0/);
  });
});

describe("login throttle and timing", () => {
  it("limits guesses per account even when every guess comes from another address", async () => {
    await createEditorAccount(env.DB, { email: "target@site.test", role: "admin", password: "correct horse battery" });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const { status } = await request("/api/v1/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: "Target@site.test", password: `guess ${i}` }),
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it("does the same password work (one PBKDF2 derivation of the same strength) for unknown and known e-mails", async () => {
    await createEditorAccount(env.DB, { email: "timing@site.test", role: "admin", password: "correct horse battery" });
    const derivations: number[] = [];
    const original = crypto.subtle.deriveBits.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "deriveBits").mockImplementation((algorithm, key, length) => {
      derivations.push((algorithm as Pbkdf2Params).iterations);
      return original(algorithm, key, length);
    });
    const attempt = (email: string) =>
      request("/api/v1/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": nextAddress() },
        body: JSON.stringify({ email, password: "wrong password" }),
      });
    expect((await attempt("timing@site.test")).status).toBe(401);
    const known = [...derivations];
    derivations.length = 0;
    expect((await attempt("nobody-here@site.test")).status).toBe(401);
    expect(known).toEqual([100_000]);
    expect(derivations).toEqual(known);
  });
});
