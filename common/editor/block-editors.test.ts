import { describe, expect, it } from "vitest";
import { BLOCKS } from "../blocks/registry";
import { BLOCK_TYPES } from "../blocks/types";
import { type BlockEditor, defineBlockEditor } from "./block-editor";
import { BLOCK_EDITORS, blockAllowed, blockFolder, collectBlockEditors } from "./block-editors";

const part = (fieldNames?: BlockEditor["fieldNames"]): BlockEditor =>
  defineBlockEditor<unknown>({ options: {}, picker: { group: "start", icon: "banner" }, names: { de: "Probe", fr: "Essai", en: "Trial" }, fieldNames });
const at = (folder: string, editor: BlockEditor = part()) => ({ [`../blocks/${folder}/editor.ts`]: { default: editor } });

describe("the editor registry, gathered from the block folders (docs/decisions/072)", () => {
  it("has an editor part for every block type, in the order of BLOCK_TYPES, from the type's own folder", () => {
    expect(Object.keys(BLOCK_EDITORS)).toEqual([...BLOCK_TYPES]);
    expect(blockFolder("multiCta")).toBe("multi-cta");
    expect(blockFolder("hero")).toBe("hero");
    // The part in a type's folder is that type's: it has an entry for each option the type's schema defaults.
    for (const type of BLOCK_TYPES)
      expect(Object.keys(BLOCK_EDITORS[type].options), type).toEqual(expect.arrayContaining(Object.keys(BLOCKS[type].options.parse({}) as object)));
  });

  it("throws, naming the type and the file it needs, when a block type has no editor part", () => {
    expect(() => collectBlockEditors({ ...at("hero") }, ["hero", "multiCta"])).toThrow(
      "Block types without an editor part (common/blocks/<folder>/editor.ts with a default export from defineBlockEditor): multiCta (multi-cta/editor.ts)",
    );
    expect(() => collectBlockEditors({ "../blocks/hero/editor.ts": {} }, ["hero"])).toThrow("hero (hero/editor.ts)");
  });

  it("throws, naming the file, when an editor part's folder is no block type of the list", () => {
    expect(() => collectBlockEditors({ ...at("hero"), ...at("throw-away") }, ["hero"])).toThrow(
      "Editor parts without a block type in BLOCK_TYPES (common/blocks/types.ts): ../blocks/throw-away/editor.ts",
    );
  });

  it("takes a new block with its folder only, and throws when two blocks label the same field", () => {
    const editors = collectBlockEditors({ ...at("hero"), ...at("throw-away", part({ quip: { de: "Spruch", fr: "Boutade", en: "Quip" } })) }, [
      "hero",
      "throwAway",
    ]);
    expect(Object.keys(editors)).toEqual(["hero", "throwAway"]);
    expect(() =>
      collectBlockEditors(
        { ...at("hero", part({ quip: { de: "A", fr: "A", en: "A" } })), ...at("throw-away", part({ quip: { de: "B", fr: "B", en: "B" } })) },
        ["hero", "throwAway"],
      ),
    ).toThrow('The field "quip" is labelled by both hero and throwAway');
  });

  it("keeps each program's blocks to sites in that program (the server's /group/add check reads this)", () => {
    expect(BLOCK_TYPES.filter((type) => BLOCK_EDITORS[type].picker.program === "optician")).toEqual(["goFeed", "businessSearch", "marketplace"]);
    expect(BLOCK_TYPES.filter((type) => BLOCK_EDITORS[type].picker.program === "golf")).toEqual(["gameSetup", "scoreTracker"]);
    expect([blockAllowed("goFeed", []), blockAllowed("goFeed", ["optician"]), blockAllowed("gameSetup", ["optician"]), blockAllowed("hero", [])]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it("declares in the folders what the editor used to test type names for: the gallery's bulk uploader, multiCta's button items", () => {
    expect(BLOCK_TYPES.filter((type) => BLOCK_EDITORS[type].bulkUpload)).toEqual(["mediaGallery"]);
    expect(BLOCK_TYPES.filter((type) => BLOCK_EDITORS[type].itemFields !== null).map((type) => [type, BLOCK_EDITORS[type].itemFields])).toEqual([
      ["multiCta", ["button"]],
    ]);
  });
});
