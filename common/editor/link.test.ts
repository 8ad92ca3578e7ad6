import { describe, expect, it } from "vitest";
import { hrefKind, type LinkablePage, linkLabel, linkTarget, normaliseEmail, normalisePhone, normaliseUrl, pageHref, resolveLink } from "./link";

const PAGES: LinkablePage[] = [
  { id: "p-home", slugs: { de: "~home", fr: "~home" }, collection: null },
  { id: "p-contact", slugs: { de: "kontakt", fr: "contact" }, collection: null },
  { id: "p-sun", slugs: { de: "sonnenbrillen" }, collection: "services" },
];
const findPage = (id: string) => PAGES.find((page) => page.id === id);

describe("normaliseUrl", () => {
  it.each([
    ["example.ch", "https://example.ch"],
    ["  www.example.ch/angebot?x=1  ", "https://www.example.ch/angebot?x=1"],
    ["http://example.ch/a", "https://example.ch/a"],
    ["HTTPS://Example.CH/", "https://example.ch/"],
    ["//cdn.example.ch/x", "https://cdn.example.ch/x"],
    ["example.ch:8080/termin", "https://example.ch:8080/termin"],
    ["https://localhost:5303/de", "https://localhost:5303/de"],
  ])("%s becomes %s", (raw, expected) => {
    expect(normaliseUrl(raw)).toBe(expected);
  });
  it.each(["", "   ", "hallo", "javascript:alert(1)", "mailto:lea@example.ch", "ftp://example.ch", "exa mple.ch", "data:text/html,x"])("refuses %j", (raw) => {
    expect(normaliseUrl(raw)).toBeNull();
  });
});

describe("phone and e-mail prefixes", () => {
  it("removes spaces, keeps a leading plus and adds tel:", () => {
    expect(normalisePhone("+41 52 000 00 00")).toBe("tel:+41520000000");
    expect(normalisePhone("052 000 00 00")).toBe("tel:0520000000");
    expect(normalisePhone("tel:+41520000000")).toBe("tel:+41520000000");
  });
  it.each(["", "052-000", "call me", "+", "12"])("refuses the phone %j", (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
  it("checks the address and adds mailto:", () => {
    expect(normaliseEmail(" lea@example.ch ")).toBe("mailto:lea@example.ch");
    expect(normaliseEmail("mailto:lea@example.ch")).toBe("mailto:lea@example.ch");
    expect(normaliseEmail("lea@")).toBeNull();
    expect(normaliseEmail("lea example.ch")).toBeNull();
  });
});

describe("page links", () => {
  it("become internal paths in the locale, with the collection, the home page at /{locale}, unpublished pages by id", () => {
    expect(pageHref(PAGES[1]!, "fr")).toBe("/fr/contact");
    expect(pageHref(PAGES[0]!, "de")).toBe("/de");
    expect(pageHref(PAGES[2]!, "de")).toBe("/de/services/sonnenbrillen");
    expect(pageHref(PAGES[2]!, "fr")).toBe("/fr/services/p-sun");
  });
});

describe("resolveLink", () => {
  it("applies only when the needed value is present", () => {
    expect(resolveLink({ type: "url" }, findPage, "de")).toEqual({ ok: false, reason: "missing" });
    expect(resolveLink({ type: "url", phone: "052 000 00 00" }, findPage, "de")).toEqual({ ok: false, reason: "missing" });
    expect(resolveLink({ type: "email", email: "  " }, findPage, "de")).toEqual({ ok: false, reason: "missing" });
    expect(resolveLink({ type: "page" }, findPage, "de")).toEqual({ ok: false, reason: "missing" });
  });
  it("resolves each kind with its target, and reports malformed values", () => {
    expect(resolveLink({ type: "url", url: "example.ch" }, findPage, "de")).toEqual({ ok: true, href: "https://example.ch", target: "_blank" });
    expect(resolveLink({ type: "email", email: "lea@example.ch" }, findPage, "de")).toEqual({ ok: true, href: "mailto:lea@example.ch", target: "_blank" });
    expect(resolveLink({ type: "phone", phone: "052 000 00 00" }, findPage, "de")).toEqual({ ok: true, href: "tel:0520000000", target: "_self" });
    expect(resolveLink({ type: "page", page: { id: "p-contact" } }, findPage, "de")).toEqual({ ok: true, href: "/de/kontakt", target: "_self" });
    expect(resolveLink({ type: "page", page: { id: "gone" } }, findPage, "de")).toEqual({ ok: false, reason: "invalid" });
    expect(resolveLink({ type: "url", url: "javascript:alert(1)" }, findPage, "de")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("target and label", () => {
  it("opens page and phone links in the same tab, others in a new one", () => {
    expect([linkTarget("page"), linkTarget("phone"), linkTarget("url"), linkTarget("email")]).toEqual(["_self", "_self", "_blank", "_blank"]);
    expect(["/de/kontakt", "tel:+41", "mailto:a@b.ch", "https://x.ch"].map(hrefKind)).toEqual(["page", "phone", "email", "url"]);
  });
  it("hides https:, mailto: and tel: and cuts over 20 characters to 17 plus an ellipsis", () => {
    expect(linkLabel("https://example.ch")).toBe("example.ch");
    expect(linkLabel("mailto:lea@example.ch")).toBe("lea@example.ch");
    expect(linkLabel("tel:+41520000000")).toBe("+41520000000");
    expect(linkLabel("https://abcdefghijklmnopqrst")).toBe("abcdefghijklmnopqrst");
    expect(linkLabel("https://abcdefghijklmnopqrstu")).toBe("abcdefghijklmnopq...");
    expect(linkLabel("/de/services/sonnenbrillen")).toBe("/de/services/sonn...");
  });
});
