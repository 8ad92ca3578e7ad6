import { describe, expect, it } from "vitest";
import { normalizePlayerName, PLAYER_NAME_MAX_LENGTH, playerNameInputSchema, renamedPlayerName } from "./player-name";

describe("normalizePlayerName", () => {
  it("trims surrounding whitespace", () => {
    expect(normalizePlayerName("  Anna \n")).toBe("Anna");
  });

  it("ignores empty and blank names", () => {
    expect(normalizePlayerName("")).toBeNull();
    expect(normalizePlayerName("   \t")).toBeNull();
  });
});

describe("renamedPlayerName", () => {
  it("returns the trimmed new name", () => {
    expect(renamedPlayerName("Anna", "  Berta ")).toBe("Berta");
  });

  it("cancels a rename to the same name, also when only whitespace differs", () => {
    expect(renamedPlayerName("Anna", "Anna")).toBeNull();
    expect(renamedPlayerName("Anna", " Anna  ")).toBeNull();
  });

  it("cancels a rename to an empty name", () => {
    expect(renamedPlayerName("Anna", "  ")).toBeNull();
  });
});

describe("playerNameInputSchema", () => {
  it("accepts a name of the maximum length with surrounding whitespace", () => {
    expect(playerNameInputSchema.safeParse(`  ${"a".repeat(PLAYER_NAME_MAX_LENGTH)}  `).success).toBe(true);
  });

  it("refuses a name longer than the maximum once trimmed", () => {
    expect(playerNameInputSchema.safeParse("a".repeat(PLAYER_NAME_MAX_LENGTH + 1)).success).toBe(false);
  });

  it("refuses a non-string", () => {
    expect(playerNameInputSchema.safeParse(42).success).toBe(false);
  });
});
