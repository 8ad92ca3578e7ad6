import { describe, expect, it } from "vitest";
import type { RenderBlock } from "../../common/page-model";
import { buttonWarnings } from "./editor-mount";

const block = (type: string, options: Record<string, unknown>, button: string | null): RenderBlock => ({
  id: `${type}-1`,
  type,
  options,
  fields: button === null ? [] : [{ id: "f", name: "button", position: 0, visible: true, text: button, json: null, media: null }],
});

describe("publication dialog: half-filled buttons", () => {
  it("flags a label without a link and a link without a label, for links and booking links", () => {
    expect(buttonWarnings([block("hero", { link: null }, "Termin")])).toEqual([{ groupId: "hero-1", blockType: "hero", missing: "link" }]);
    expect(buttonWarnings([block("cta", { link: { type: "url", url: "https://optik.example" } }, null)])).toEqual([
      { groupId: "cta-1", blockType: "cta", missing: "text" },
    ]);
    expect(buttonWarnings([block("bookingContainer", { bookingLink: { type: "iframe", url: "https://termine.optik.example" } }, null)])).toEqual([
      { groupId: "bookingContainer-1", blockType: "bookingContainer", missing: "text" },
    ]);
    expect(buttonWarnings([block("bookingContainer", {}, "Termin buchen")])).toEqual([
      { groupId: "bookingContainer-1", blockType: "bookingContainer", missing: "link" },
    ]);
  });
  it("leaves complete and empty buttons alone", () => {
    expect(buttonWarnings([block("cta", { link: { type: "url", url: "https://optik.example" } }, "Los"), block("hero", {}, null)])).toEqual([]);
  });
});
