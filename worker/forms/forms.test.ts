import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../index";
import { csvCell } from "../api/submissions";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

beforeAll(seedDemo);

/** The real local email binding, with every message it was given recorded for the assertions. */
function recordingEmail(fail = false) {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessageBuilder) {
      if (fail) throw new Error("mail relay unavailable");
      sent.push(message);
      return env.EMAIL.send(message);
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

let ip = 0;
const submit = (path: string, body: unknown, overrides: Partial<Env> = {}, headers: Record<string, string> = {}) =>
  request(
    `/api/v1/${path}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://site.test", "CF-Connecting-IP": `203.0.113.${++ip}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    overrides,
  );
const rows = () =>
  env.DB.prepare("SELECT form, locale, payload, sender_email, mail_status, attempts FROM submissions ORDER BY created_at")
    .all<Record<string, unknown>>()
    .then((r) => r.results);

const contact = {
  anrede: "herr",
  vorname: "Marco",
  nachname: "Keller",
  plz: "8400",
  telefon: "052 000 00 01",
  email: "marco@example.ch",
  existingCustomer: "ja",
  themes: ["glassesAdvice"],
  bevorzugterTermin: "Mittwoch",
  bevorzugteUhrzeit: "14:00",
  lang: "fr",
  contactEmail: "victim@example.com",
};
const sponsor = {
  hauptsponsor: true,
  numberOfPersons: 2,
  personsNames: "A, B",
  company: "Brillen AG",
  contactName: "Lea",
  phone: "052",
  email: "lea@example.ch",
};

describe("visitor forms", () => {
  it("stores an accepted contact request, then mails the site's address (never the body's) and confirms in the sender's language", async () => {
    const email = recordingEmail();
    const res = await submit("contact", contact, { EMAIL: email.binding });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ form: "contact", locale: "fr", sender_email: "marco@example.ch", mail_status: "sent", attempts: 1 });
    expect(JSON.parse(row!.payload as string)).not.toHaveProperty("contactEmail");
    expect(email.sent.map((m) => m.to)).toEqual(["praxis@optik-seeblick.example", "marco@example.ch"]);
    expect(email.sent[0]!.replyTo).toBe("marco@example.ch");
    expect(email.sent[1]!.subject).toMatch(/nous avons bien reçu/);
    expect(email.sent[1]!.text).toContain("glassesAdvice");
  });

  it("a request from an Italian page is stored as Italian and confirmed in Italian (decision 084)", async () => {
    const email = recordingEmail();
    const res = await submit("contact", { ...contact, lang: "it" }, { EMAIL: email.binding });
    expect(res.status).toBe(201);
    expect((await rows()).at(-1)).toMatchObject({ form: "contact", locale: "it", mail_status: "sent" });
    expect(email.sent[1]!.subject).toMatch(/abbiamo ricevuto la sua richiesta di contatto/);
    expect(email.sent[1]!.text).toContain("Grazie per il suo messaggio.");
  });

  it("stores a sponsor booking", async () => {
    const res = await submit("aspectSponsorForm", sponsor, { EMAIL: recordingEmail().binding });
    expect(res.status).toBe(201);
    expect((await rows()).at(-1)).toMatchObject({ form: "aspectSponsorForm", locale: "de", mail_status: "sent" });
  });

  it("rejects invalid input with the fields and rules, storing nothing", async () => {
    const before = (await rows()).length;
    const res = await submit("contact", { ...contact, themes: [], email: "x" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).issues.map((i: { field: string; message: string }) => `${i.field}: ${i.message}`)).toEqual([
      "email: Veuillez saisir une adresse e-mail valide",
      "themes: Veuillez choisir au moins un thème",
    ]);
    const sponsorRes = await submit("aspectSponsorForm", { ...sponsor, personsNames: "" });
    expect(JSON.parse(sponsorRes.body).issues).toEqual([{ field: "personsNames", rule: "custom", message: "Bitte gib die Namen aller Personen an" }]);
    expect((await rows()).length).toBe(before);
  });

  it("answers a filled honeypot with 'Spam detected' and stores nothing", async () => {
    const before = (await rows()).length;
    const res = await submit("contact", { ...contact, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: "spam", message: "Spam detected" });
    expect((await rows()).length).toBe(before);
  });

  it("rate-limits a client with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await submit("aspectSponsorForm", { ...sponsor, company: "" }, {}, { "CF-Connecting-IP": "198.51.100.200" })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses oversized bodies and foreign origins", async () => {
    expect((await submit("contact", JSON.stringify({ ...contact, fragenAnmerkungen: "x".repeat(20_000) }))).status).toBe(413);
    expect((await submit("contact", contact, {}, { Origin: "https://evil.test" })).status).toBe(403);
  });

  it("keeps a submission whose mail failed, and the scheduled retry sends it later", async () => {
    const failing = recordingEmail(true);
    const res = await submit("contact", { ...contact, email: "retry@example.ch" }, { EMAIL: failing.binding });
    expect(res.status).toBe(201);
    const stored = (await rows()).find((r) => r.sender_email === "retry@example.ch")!;
    expect(stored).toMatchObject({ mail_status: "retry", attempts: 1 });
    await env.DB.prepare("UPDATE submissions SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE sender_email = 'retry@example.ch'").run();
    const working = recordingEmail();
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController(), { ...env, EMAIL: working.binding } as Env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await rows()).find((r) => r.sender_email === "retry@example.ch")).toMatchObject({ mail_status: "sent", attempts: 2 });
    expect(working.sent.map((m) => m.to)).toContain("retry@example.ch");
  });
});

describe("submissions for editors", () => {
  it("lists them and downloads them as CSV (formulas neutralised); visitors get 401", async () => {
    await submit("aspectSponsorForm", { ...sponsor, company: '=HYPERLINK("http://x")' }, { EMAIL: recordingEmail().binding });
    expect((await request("/api/v1/submissions")).status).toBe(401);
    const cookie = await signIn();
    const list = JSON.parse((await request("/api/v1/submissions", { headers: { Cookie: cookie } })).body);
    expect(list.submissions.length).toBeGreaterThan(0);
    const csv = await request("/api/v1/submissions/csv", { headers: { Cookie: cookie } });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain('company: =HYPERLINK(""http://x"")');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell('plain "quoted"')).toBe('"plain ""quoted"""');
    expect(csv.body.split("\r\n")[0]).toBe('"created_at","form","locale","email","mail_status","fields"');
    expect((await postJson("/api/v1/submissions", {}, cookie)).status).toBe(404);
  });
});

describe("submissions page in edit mode", () => {
  it("lists submissions for a signed-in editor and redirects visitors to the login", async () => {
    await submit("contact", { ...contact, vorname: "Seitenliste", email: "page@example.ch" }, { EMAIL: recordingEmail().binding });
    expect((await request("/de/edit/submissions", { redirect: "manual" })).status).toBe(302);
    const cookie = await signIn("optician", "list@site.test");
    const { status, body } = await request("/de/edit/submissions", { headers: { Cookie: cookie } });
    expect(status).toBe(200);
    expect(body).toContain("<h1>Formulareingänge</h1>");
    expect(body).toContain("page@example.ch");
    expect(body).toContain("vorname: Seitenliste");
    expect(body).toContain('href="/api/v1/submissions/csv"');
  });
});
