import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RenderBlock, RenderField } from "../page-model";
import { BLOCKS } from "./registry";
import type { StarterField } from "./shared/starter";
import { context } from "./test-fixtures";
import { BLOCK_TYPES, type BlockType } from "./types";

/** A starter field as the edit-mode loader gives it: empty, visible, with its edit information. */
function emptyField(type: string, starter: StarterField, edit: boolean): RenderField {
  const position = starter.position ?? 0;
  const field: RenderField = { id: `${type}-${starter.name}-${position}`, name: starter.name, position, text: null, json: null, visible: true, media: null };
  return edit ? { ...field, edit: { contentType: starter.contentType, dataType: starter.dataType ?? null, version: 1 } } : field;
}

const render = (type: BlockType, mode: "live" | "edit", fields: RenderField[]) => {
  const definition = BLOCKS[type];
  const block: RenderBlock = { id: `${type}-block`, type, options: {}, fields, ...(mode === "edit" ? { status: "draft" as const, version: 1 } : {}) };
  return renderToString(<definition.View block={block} options={definition.options.parse({})} ctx={context("de", mode)} />);
};

describe("starter fields of a block added from the picker", () => {
  it("every block type but the spacer declares some, each name and position once", () => {
    for (const type of BLOCK_TYPES) {
      const starters = BLOCKS[type].starterFields ?? [];
      expect(starters.length > 0, type).toBe(type !== "spacer");
      const keys = starters.map((s) => `${s.name}@${s.position ?? 0}`);
      expect(new Set(keys).size, type).toBe(keys.length);
      expect(
        starters.every((s) => s.contentType !== "media"),
        type,
      ).toBe(true);
    }
  });

  for (const type of BLOCK_TYPES) {
    it(`${type}: in edit mode each empty starter field renders as an element marked for editing`, () => {
      const starters = BLOCKS[type].starterFields ?? [];
      const fields = starters.map((s) => emptyField(type, s, true));
      const html = render(type, "edit", fields);
      for (const field of fields) expect(html, `${type} ${field.name}`).toMatch(new RegExp(`data-item="${field.id}"[^>]*data-field-name="${field.name}"`));
    });

    it(`${type}: live, empty starter fields render exactly what the block renders without them`, () => {
      const fields = (BLOCKS[type].starterFields ?? []).map((s) => emptyField(type, s, false));
      const html = render(type, "live", fields);
      expect(html).toBe(render(type, "live", []));
      expect(html).not.toContain("data-item");
    });
  }

  it("the first starter field of every block with fields is a text field to type a first text into", () => {
    for (const type of BLOCK_TYPES.filter((t) => t !== "spacer")) {
      expect(BLOCKS[type].starterFields?.[0]?.contentType, type).toBe("localizedSingleValue");
    }
  });
});
