import { describe, expect, it } from "vitest";
import type { EditableItem } from "../state/store";
import { menuPartsFor, registerMenuPart } from "./slots";

const field: EditableItem = { id: "f1", type: "field", fieldName: "title", contentType: "localizedSingleValue", dataType: null, blockType: null, status: null };
const group: EditableItem = { ...field, id: "g1", type: "group", fieldName: null, contentType: null, blockType: "hero" };
const Part = () => null;

describe("context menu slots", () => {
  it("lists registered parts that apply to the item, in the spec's order", () => {
    const offLanguage = registerMenuPart("languageVisibility", { appliesTo: (item) => item.type === "group", Part });
    const offOptions = registerMenuPart("options", { appliesTo: (item) => item.type === "group", Part });
    const offVisibility = registerMenuPart("fieldVisibility", { appliesTo: (item) => item.type === "field", Part });
    expect(menuPartsFor(group).map((p) => p.slot)).toEqual(["options", "languageVisibility"]);
    expect(menuPartsFor(field).map((p) => p.slot)).toEqual(["fieldVisibility"]);
    offLanguage();
    offOptions();
    offVisibility();
    expect(menuPartsFor(group)).toEqual([]);
  });
});
