import { foldText } from "./search";

/** The letters of the index, in order; names that do not start with a letter go under "#". */
export const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"] as const;

/** Index letter of a name: its first letter without accents ("Ämmer" -> "A", "Élite" -> "E"), or "#". */
export function letterOf(name: string): string {
  const first = foldText(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

/** Each index letter and whether a listed name starts with it ("#" only when used). */
export function letterIndex(names: readonly string[]): { letter: string; enabled: boolean }[] {
  const used = new Set(names.map(letterOf));
  return LETTERS.filter((letter) => letter !== "#" || used.has("#")).map((letter) => ({ letter, enabled: used.has(letter) }));
}

/**
 * The current letter while scrolling: the letter of the listed entry at the reading line, i.e. the last entry
 * (in list order) whose top is at or above `line` (viewport pixels). Null while the list is still below the line.
 */
export function currentLetter(entries: readonly { letter: string; top: number }[], line: number): string | null {
  let current: string | null = null;
  for (const entry of entries) {
    if (entry.top > line) break;
    current = entry.letter;
  }
  return current;
}
