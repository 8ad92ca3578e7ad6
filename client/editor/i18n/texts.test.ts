import { describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { SLUG_EMPTY_MESSAGE, SLUG_TAKEN_MESSAGE } from "../../../common/routes";
import { editorTexts } from "./texts";

describe("editor dictionaries", () => {
  it("German is the default and French replaces every text it has", () => {
    expect(editorTexts("de").publish).toBe("Veröffentlichen");
    expect(editorTexts("fr").publish).toBe("Publier");
    expect(editorTexts("en").publish).toBe("Publish");
  });

  it("a text missing in French falls back to German", () => {
    const { publish: _, ...withoutPublish } = fr;
    const texts = editorTexts("fr", { de, fr: withoutPublish, en });
    expect(texts.publish).toBe("Veröffentlichen");
    expect(texts.revert).toBe("Annuler les modifications");
  });

  it("French and English have every German text today", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(de).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it("keeps the spec's error texts in German", () => {
    const t = editorTexts("de");
    expect([t.errorPublish, t.errorRevert, t.errorDelete, t.errorGeneric]).toEqual(["Fehler beim Veröffentlichen", "Fehler beim Verwerfen der Änderungen", "Fehler beim Löschen der Seite", "Ein Fehler ist aufgetreten"]);
  });

  it("keeps the panels' spec texts: German verbatim (the server's slug messages too), English's default sort text", () => {
    const t = editorTexts("de").panels;
    expect([t.errorCreate, t.slugEmpty, t.slugTaken, t.errorSort]).toEqual(["Fehler beim Erstellen der Seite", "Die URL darf nicht leer sein", "Diese URL existiert bereits", "Fehler beim Sortieren der Sammlung"]);
    expect([t.slugEmpty, t.slugTaken]).toEqual([SLUG_EMPTY_MESSAGE, SLUG_TAKEN_MESSAGE]);
    expect(editorTexts("en").panels.errorSort).toBe("Failed to reorder collection");
    expect(Object.keys(editorTexts("fr").panels).sort()).toEqual(Object.keys(t).sort());
  });
});
