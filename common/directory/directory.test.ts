import { describe, expect, it } from "vitest";
import { currentLetter, letterIndex, letterOf } from "./letters";
import { foldText, matchesQuery, searchText } from "./search";

describe("letter index", () => {
  it("files names under their first letter without accents, others under #", () => {
    expect(letterOf("Augenblick Optik")).toBe("A");
    expect(letterOf("Éclat Optique")).toBe("E");
    expect(letterOf("Ämmer Brillen")).toBe("A");
    expect(letterOf("  zollinger")).toBe("Z");
    expect(letterOf("4Eyes")).toBe("#");
  });

  it("enables exactly the letters that listed names start with; # only appears when used", () => {
    const index = letterIndex(["Augenblick", "Éclat", "Müller", "Zollinger"]);
    expect(index).toHaveLength(26);
    expect(index.filter((l) => l.enabled).map((l) => l.letter)).toEqual(["A", "E", "M", "Z"]);
    expect(index.find((l) => l.letter === "B")).toEqual({ letter: "B", enabled: false });
    expect(letterIndex(["4Eyes"]).at(-1)).toEqual({ letter: "#", enabled: true });
    expect(letterIndex([]).every((l) => !l.enabled)).toBe(true);
  });

  it("the current letter is that of the last entry whose top reached the reading line", () => {
    const entries = [
      { letter: "A", top: 120 },
      { letter: "A", top: 220 },
      { letter: "B", top: 320 },
      { letter: "C", top: 420 },
    ];
    expect(currentLetter(entries, 100)).toBeNull();
    expect(currentLetter(entries, 200)).toBe("A");
    expect(currentLetter(entries, 319)).toBe("A");
    expect(currentLetter(entries, 320)).toBe("B");
    expect(currentLetter(entries, 1000)).toBe("C");
    // Scrolled past: every top is negative, the last entry's letter stays current.
    expect(
      currentLetter(
        entries.map((e) => ({ ...e, top: e.top - 2000 })),
        200,
      ),
    ).toBe("C");
    expect(currentLetter([], 200)).toBeNull();
  });
});

describe("directory search", () => {
  const mueller = searchText({
    name: "Müller Augenoptik",
    branches: [
      { city: "Zürich", zip: "8004" },
      { city: "Uster", zip: "8610" },
    ],
  });
  const vue = searchText({ name: "Vue d'Ensemble", branches: [{ city: "Neuchâtel", zip: "2000" }] });

  it("folds case, accents and ß", () => {
    expect(foldText("  GENÈVE  Straße ")).toBe("geneve strasse");
  });

  it("finds by name, town or postcode, ignoring case, umlauts and accents", () => {
    for (const query of ["müller", "MÜLLER", "muller", "mueller", "zürich", "ZURICH", "zuerich", "8004", "861", "uster"])
      expect(matchesQuery(mueller, query)).toBe(true);
    for (const query of ["neuchatel", "NEUCHÂTEL", "vue d'ens", "2000"]) expect(matchesQuery(vue, query)).toBe(true);
    expect(matchesQuery(mueller, "bern")).toBe(false);
    expect(matchesQuery(vue, "8004")).toBe(false);
  });

  it("needs every word of the query; an empty query matches everything", () => {
    expect(matchesQuery(mueller, "müller uster")).toBe(true);
    expect(matchesQuery(mueller, "müller bern")).toBe(false);
    expect(matchesQuery(mueller, "   ")).toBe(true);
  });
});
