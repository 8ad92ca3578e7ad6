import { describe, expect, it } from "vitest";
import type { EditableItem, MenuPart } from "../state/selection";
import { MENU_SLOTS, type MenuSlot, partsFor } from "./slots";

const field: EditableItem = { id: "f1", type: "field", fieldName: "title", contentType: "localizedSingleValue", dataType: null, blockType: null, status: null };
const group: EditableItem = { ...field, id: "g1", type: "group", fieldName: null, contentType: null, blockType: "hero" };
const Part = () => null;
const none = Object.fromEntries(MENU_SLOTS.map((slot) => [slot, null])) as Record<MenuSlot, MenuPart | null>;

describe("context menu slots", () => {
  it("lists the parts that apply to the item, in the spec's order", () => {
    const parts = {
      ...none,
      languageVisibility: { appliesTo: (item: EditableItem) => item.type === "group", Part },
      options: { appliesTo: (item: EditableItem) => item.type === "group", Part },
      fieldVisibility: { appliesTo: (item: EditableItem) => item.type === "field", Part },
    };
    expect(partsFor(parts, group).map((p) => p.slot)).toEqual(["options", "languageVisibility"]);
    expect(partsFor(parts, field).map((p) => p.slot)).toEqual(["fieldVisibility"]);
    expect(partsFor(none, group)).toEqual([]);
  });
});
