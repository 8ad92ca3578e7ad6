import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { paragraphs, type RichTextDoc } from "../../../../common/rich-text";
import { EditSession } from "./edit-session";
import { toEditorJson } from "./stored-json";

/** A stand-in for tiptap holding the document the user has typed so far. */
const typing = (doc: RichTextDoc | null) => {
  let json: JSONContent = toEditorJson(doc);
  return { getJSON: () => json, type: (next: RichTextDoc | null) => (json = toEditorJson(next)) };
};

describe("EditSession", () => {
  it("saves nothing when nothing changed, also after typing and undoing", () => {
    const saves: unknown[] = [];
    const session = new EditSession(async (doc) => void saves.push(doc));
    const editor = typing(paragraphs("Hallo"));
    session.start(editor);
    editor.type(paragraphs("Hallo!"));
    editor.type(paragraphs("Hallo"));
    expect(session.saveChanges()).toBeNull();
    expect(saves).toEqual([]);
  });

  it("saves a changed document once, however often the edit is ended", async () => {
    const saves: unknown[] = [];
    const session = new EditSession(async (doc) => void saves.push(doc));
    const editor = typing(paragraphs("Hallo"));
    session.start(editor);
    editor.type(paragraphs("Hallo Welt"));
    await session.saveChanges();
    expect(session.saveChanges()).toBeNull();
    expect(saves).toEqual([paragraphs("Hallo Welt")]);
  });

  it("saves an emptied document as null, and may save again after a failed save", async () => {
    const saves: unknown[] = [];
    let fail = true;
    const session = new EditSession(async (doc) => {
      saves.push(doc);
      if (fail) throw new Error("offline");
    });
    const editor = typing(paragraphs("Hallo"));
    session.start(editor);
    editor.type(null);
    await expect(session.saveChanges()).rejects.toThrow("offline");
    expect(session.handedOver).toBeUndefined();
    fail = false;
    await session.saveChanges();
    expect(saves).toEqual([null, null]);
    expect(session.handedOver).toEqual({ doc: null });
  });
});
