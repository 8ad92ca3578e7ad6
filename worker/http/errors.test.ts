import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { ORIGIN, postJson, request, signIn } from "../test/helpers";

const brokenD1 = {
  prepare: () => {
    throw new Error("D1 is down: SECRET_INTERNAL_DETAIL");
  },
  batch: () => Promise.reject(new Error("D1 is down: SECRET_INTERNAL_DETAIL")),
} as unknown as D1Database;

describe("errors", () => {
  it("answers an unexpected failure on a page with the generic error page, status 500, no internals", async () => {
    const { status, body, headers } = await request("/fr/prestations", {}, { DB: brokenD1 });
    expect(status).toBe(500);
    expect(headers.get("Content-Type")).toContain("text/html");
    expect(body).toContain("Une erreur est survenue");
    expect(body).not.toContain("SECRET_INTERNAL_DETAIL");
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers an unexpected API failure with a generic JSON 500", async () => {
    const cookie = await signIn();
    const brokenKv = { ...env.PAGE_CACHE, put: () => Promise.reject(new Error("KV exploded: SECRET_INTERNAL_DETAIL")) } as unknown as KVNamespace;
    const { status, body } = await request(
      "/api/v1/revalidate/full",
      { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie } },
      { PAGE_CACHE: brokenKv },
    );
    expect(status).toBe(500);
    expect(JSON.parse(body)).toEqual({ error: "internal_error", message: "Ein Fehler ist aufgetreten" });
  });

  it("answers a body that is not JSON with a 400", async () => {
    const cookie = await signIn("admin", "json@site.test");
    const { status, body } = await request("/api/v1/revalidate/tag", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(status).toBe(400);
    expect(body).not.toContain("SyntaxError");
  });
});

/** Every API route except the public ones must answer 401 without a session: enumerated from the router. */
const PUBLIC_API = new Set([
  "POST /api/v1/auth/login",
  "POST /api/v1/auth/logout",
  "GET /api/v1/auth/me",
  "GET /api/v1/page/get",
  "GET /api/v1/search",
  "POST /api/v1/page/unlock",
  "POST /api/v1/contact",
  "POST /api/v1/aspectSponsorForm",
]);

describe("protected API routes", () => {
  const routes = [...new Set(app.routes.filter((r) => r.path.startsWith("/api/v1/") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

  it("the router lists the protected routes", () => {
    expect(routes.filter((r) => !PUBLIC_API.has(r)).length).toBeGreaterThan(0);
  });

  it.each(routes.filter((r) => !PUBLIC_API.has(r)))("%s answers 401 without a session", async (route) => {
    const [method, path] = route.split(" ") as [string, string];
    const { status } =
      method === "GET" ? await request(path) : await request(path, { method, headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: "{}" });
    expect(status).toBe(401);
  });

  // The editor-only routes share one guard matching every /api/v1 path (worker/api/editor-api.ts): the public ones must stay in front of it.
  it.each([...PUBLIC_API].filter((r) => r !== "GET /api/v1/auth/me"))("%s answers without a session (not behind the editor guard)", async (route) => {
    const [method, path] = route.split(" ") as [string, string];
    const headers = { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.77" };
    const { status, body } = method === "GET" ? await request(path) : await request(path, { method, headers, body: "{}" });
    expect(body).not.toContain("Anmeldung erforderlich");
    expect(status).not.toBe(401);
  });

  it("answers 401 for drafts in the page list without a session, and lists published pages publicly", async () => {
    expect((await request("/api/v1/page/get?includeDrafts=true")).status).toBe(401);
    expect((await request("/api/v1/page/get")).status).toBe(200);
  });

  it("answers 403 when an optician uses an admin-only route", async () => {
    const cookie = await signIn("optician", "optician@site.test");
    expect((await postJson("/api/v1/revalidate/full", undefined, cookie)).status).toBe(403);
    expect((await postJson("/api/v1/revalidate/tag", { tag: "pages" }, cookie)).status).toBe(200);
  });
});
