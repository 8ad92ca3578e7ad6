import { z } from "zod";

/** Longest player name kept, after trimming: long enough for a nickname, short enough for the score card. */
export const PLAYER_NAME_MAX_LENGTH = 40;

/** A player name as typed: surrounding whitespace does not count towards the limit, since it is trimmed away. */
export const playerNameInputSchema = z
  .string()
  .max(200)
  .refine((name) => name.trim().length <= PLAYER_NAME_MAX_LENGTH, {
    message: `playerName must have at most ${PLAYER_NAME_MAX_LENGTH} characters`,
  });

/** The name to store for a new player: trimmed, or null when nothing is left (empty names are ignored). */
export function normalizePlayerName(input: string): string | null {
  const name = input.trim();
  return name === "" ? null : name;
}

/** The new name of a renamed player, or null when the edit is cancelled (empty, or the same name). */
export function renamedPlayerName(currentName: string, input: string): string | null {
  const name = normalizePlayerName(input);
  return name === null || name === currentName ? null : name;
}
