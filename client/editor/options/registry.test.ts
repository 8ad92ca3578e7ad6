import { describe, expect, it } from "vitest";
import { OPTION_TYPES } from "../../../common/editor/options/option-types";
import { optionsDe } from "../i18n/options-de";
import { optionsFr } from "../i18n/options-fr";
import { optionLabel } from "./option-label";
import { optionEditorFor } from "./registry";

describe("option editor registry", () => {
  it("has an editor for every option type and none for an unknown one", () => {
    for (const type of OPTION_TYPES) expect(optionEditorFor(type), type).not.toBeNull();
    expect(optionEditorFor("slider3d")).toBeNull();
    expect(optionEditorFor("constructor")).toBeNull();
  });
  it("shows 'Unknown Option: {label}' with the spec's exact words", () => {
    expect(optionsDe.unknown("Farbe")).toBe("Unknown Option: Farbe");
    expect(optionsFr.unknown("Couleur")).toBe("Unknown Option: Couleur");
  });
  it("labels options from the dictionary, the form's topics and packages, else the generic unknown label", () => {
    expect(optionLabel("numberOfItems", optionsDe, "de")).toBe("Anzahl Einträge");
    expect(optionLabel("numberOfItems", optionsFr, "fr")).toBe("Nombre d’éléments");
    expect(optionLabel("glassDetermination", optionsDe, "de")).toBe("Brillenglasbestimmung");
    expect(optionLabel("hauptsponsorBooked", optionsDe, "de")).toBe("Hauptsponsor: ausgebucht");
    expect(optionLabel("somethingElse", optionsDe, "de")).toBe("Unbekannt");
  });
});
