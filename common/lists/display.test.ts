import { describe, expect, it } from "vitest";
import { listing } from "../blocks/test-fixtures";
import type { RichTextDoc } from "../rich-text";
import { jobItem, marketplaceItem } from "./display";

const doc = (content: RichTextDoc["content"]): RichTextDoc => ({ type: "doc", content });

describe("list items", () => {
  it("render the description through the rich-text allowlist: unsafe links and unknown nodes do not survive", () => {
    const description = doc([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "Hier", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
          { type: "text", text: " <b>fett</b>" },
        ],
      },
      { type: "script", content: [{ type: "text", text: "alert(2)" }] },
    ]);
    const item = jobItem(listing("j", "job", "Job", { richTextDescription: description }), "de");
    expect(item.descriptionHtml).not.toContain("javascript:");
    expect(item.descriptionHtml).not.toContain("<script");
    expect(item.descriptionHtml).not.toContain("<b>");
    expect(item.descriptionHtml).toContain("&lt;b&gt;fett&lt;/b&gt;");
    expect(jobItem(listing("k", "job", "Ohne"), "de").descriptionHtml).toBe("");
  });

  it("a job shows work quota and city beside its title, every image, and a badge only when it is a search", () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      id: `m${i}`,
      publicUrl: `/media/m${i}.jpg`,
      width: 320,
      height: 214,
      blurHash: null,
      alt: null,
      mediaType: "image" as const,
    }));
    const offer = jobItem(listing("j", "job", "Job", { workQuota: "80 %", titleImage: five }), "fr");
    expect(offer.summary).toEqual(["80 %", "Winterthur"]);
    expect(offer.images).toHaveLength(5);
    expect(offer.badges).toEqual([]);
    expect(offer.branch?.phone).toEqual({ text: "+41 52 000 00 00", href: "tel:+41520000000" });
    expect(offer.branch?.email?.href).toBe("mailto:altstadt@optik.example?subject=Job");
    expect(jobItem(listing("s", "job", "Suche", { kind: "searching" }), "fr").badges).toEqual([{ key: "searching", label: "Recherche" }]);
  });

  it("a marketplace item shows its price in CHF, only its first image, and its kind and options as badges", () => {
    const images = [1, 2].map((i) => ({
      id: `m${i}`,
      publicUrl: `/media/m${i}.jpg`,
      width: 320,
      height: 214,
      blurHash: null,
      alt: null,
      mediaType: "image" as const,
    }));
    const item = marketplaceItem(
      listing("m", "object", "Vitrine", { cost: 240_000, titleImage: images, options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true } }),
      "de",
    );
    expect(item.cost).toBe("CHF 2'400.00");
    expect(item.summary).toEqual(["CHF 2'400.00"]);
    expect(item.images.map((m) => m.id)).toEqual(["m1"]);
    expect(item.badges.map((b) => b.label)).toEqual(["Angebot", "Nur Abholung", "Preis verhandelbar"]);
    const free = marketplaceItem(listing("f", "frame", "Gesucht", { kind: "searching" }), "de");
    expect(free.cost).toBeNull();
    expect(free.summary).toEqual([]);
  });
});
