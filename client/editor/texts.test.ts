import { describe, expect, it } from "vitest";
import { SLUG_EMPTY_MESSAGE, SLUG_TAKEN_MESSAGE } from "../../common/routes";
import { settingsSchema } from "../../common/settings";
import { richTextTexts } from "./fields/rich-text/texts";
import { mediaTexts } from "./media/texts";
import { editorTexts } from "./i18n/texts";

describe("editor dictionaries", () => {
  it("each editor language has its own texts", () => {
    expect(editorTexts("de").publish).toBe("Veröffentlichen");
    expect(editorTexts("fr").publish).toBe("Publier");
    expect(editorTexts("en").publish).toBe("Publish");
  });

  it("an English editor is English everywhere: the media library and the rich-text toolbar too", () => {
    expect([mediaTexts("en").library, mediaTexts("en").crop, richTextTexts("en").bold, richTextTexts("en").linkApply]).toEqual([
      "Media library",
      "Crop",
      "Bold",
      "Set link",
    ]);
    expect([mediaTexts("fr").library, richTextTexts("fr").bold]).toEqual(["Médiathèque", "Gras"]);
  });

  it("the settings offer English as editor language", () => {
    expect(settingsSchema.parse({ editor: { locale: "en" } }).editor.locale).toBe("en");
    expect(editorTexts("en").settingsTexts.languages.en).toBe("English");
  });

  it("keeps the spec's error texts in German", () => {
    const t = editorTexts("de");
    expect([t.errorPublish, t.errorRevert, t.errorDelete, t.errorGeneric]).toEqual([
      "Fehler beim Veröffentlichen",
      "Fehler beim Verwerfen der Änderungen",
      "Fehler beim Löschen der Seite",
      "Ein Fehler ist aufgetreten",
    ]);
  });

  it("keeps the panels' spec texts: German verbatim (the server's slug messages too), English's default sort text", () => {
    const t = editorTexts("de").panels;
    expect([t.errorCreate, t.slugEmpty, t.slugTaken, t.errorSort]).toEqual([
      "Fehler beim Erstellen der Seite",
      "Die URL darf nicht leer sein",
      "Diese URL existiert bereits",
      "Fehler beim Sortieren der Sammlung",
    ]);
    expect([t.slugEmpty, t.slugTaken]).toEqual([SLUG_EMPTY_MESSAGE, SLUG_TAKEN_MESSAGE]);
    expect(editorTexts("en").panels.errorSort).toBe("Failed to reorder collection");
    expect(Object.keys(editorTexts("fr").panels).sort()).toEqual(Object.keys(t).sort());
  });
});
